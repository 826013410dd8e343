import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 图库详情: filled by the content feature; until then a titled shell with a back button. */
export default function GalleryDetailPage() {
  return <PageShell title={routes.galleryDetail.title} />;
}
