import { Button, Skeleton } from 'antd-mobile';
import { useNavigate } from '@/lib/use-navigate';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useLikedTemplates } from '../api/get-liked-templates';
import { TemplateCard } from '../components/cards/template-card';
import '../content.css';

/** /my-collection: the cards the user favourited (behind login). */
export default function MyCollectionPage() {
  const navigate = useNavigate();
  const liked = useLikedTemplates();
  const list = liked.data ?? [];
  return (
    <PageShell title={paths.myCollection.title}>
      {liked.isPending ? <Skeleton.Paragraph lineCount={6} animated /> : null}
      {!liked.isPending && list.length === 0 ? (
        <div className="collection__empty">
          <EmptyState />
          <p className="collection__hint">在首页卡片上点「收藏」，就能在这里找到它</p>
          <Button size="small" color="primary" fill="outline" onClick={() => navigate(paths.home.getHref())}>
            去首页看看
          </Button>
        </div>
      ) : null}
      {list.map((t) => (
        <TemplateCard key={t.id} template={t} />
      ))}
    </PageShell>
  );
}
