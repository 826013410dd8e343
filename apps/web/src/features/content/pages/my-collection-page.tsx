import { Skeleton } from 'antd-mobile';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useLikedTemplates } from '../api/get-liked-templates';
import { TemplateCard } from '../components/cards/template-card';
import '../content.css';

/** /my-collection: the cards the user favourited (behind login). */
export default function MyCollectionPage() {
  const liked = useLikedTemplates();
  const list = liked.data ?? [];
  return (
    <PageShell title={paths.myCollection.title}>
      {liked.isPending ? <Skeleton.Paragraph lineCount={6} animated /> : null}
      {!liked.isPending && list.length === 0 ? <EmptyState /> : null}
      {list.map((t) => (
        <TemplateCard key={t.id} template={t} />
      ))}
    </PageShell>
  );
}
