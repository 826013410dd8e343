import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 图库: filled by the content feature; until then a titled shell with a back button. */
export default function GalleryByGroupPage() {
  return <PageShell title={routes.galleryByGroup.title} />;
}
