import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Template } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useTemplateInfo } from '../api/get-template-info';
import { TemplateCard } from '../components/cards/template-card';
import { RecordBlock } from '../components/record-block';
import '../content.css';

const toInt = (v: string | null | undefined): number | undefined =>
  v && /^\d+$/.test(v) ? Number(v) : undefined;

/** With ?templateId= (a list row), only that row's item is shown. */
function onlyItem(t: Template, itemId: number): Template {
  const groups = t.groups
    .map((g) => ({ ...g, items: g.items.filter((i) => i.id === itemId) }))
    .filter((g) => g.items.length > 0);
  return groups.length > 0 ? { ...t, groups } : t;
}

/**
 * /template/{gameId}/{id}: a card with all its past periods. `?templateId=` opens one list row;
 * `?documentId=` comes from the data library (the path id is then the template id).
 */
export default function TemplatePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const gameId = toInt(params.gameId) ?? 0;
  const id = toInt(params.id) ?? 0;
  const documentId = toInt(search.get('documentId'));
  const rowId = toInt(search.get('templateId'));
  const info = useTemplateInfo({ gameId, templateId: id, documentId });
  const template = info.data && rowId !== undefined ? onlyItem(info.data, rowId) : info.data;

  return (
    <PageShell title={template?.name ?? paths.template.title}>
      {info.isPending ? <Skeleton.Paragraph lineCount={8} animated /> : null}
      {info.isError ? <ErrorBlock status="default" title={info.error.message} description="" /> : null}
      {template ? <RecordBlock record={template.record} /> : null}
      {template ? <TemplateCard template={template} detail /> : null}
    </PageShell>
  );
}
