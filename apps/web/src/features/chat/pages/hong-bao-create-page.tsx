import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 发红包: filled by the chat feature; until then a titled shell with a back button. */
export default function HongBaoCreatePage() {
  return <PageShell title={routes.hongBaoCreate.title} />;
}
