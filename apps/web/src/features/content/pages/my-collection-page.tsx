import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 我的收藏: filled by the content feature; until then a titled shell with a back button. */
export default function MyCollectionPage() {
  return <PageShell title={routes.myCollection.title} />;
}
