import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 首页: filled by the content feature; until then a titled shell with a back button. */
export default function MacauLotteryPage() {
  return <PageShell title={routes.macauLottery.title} />;
}
