import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 开奖记录: filled by the lottery feature; until then a titled shell with a back button. */
export default function LotteryRecordPage() {
  return <PageShell title={routes.lotteryRecord.title} />;
}
