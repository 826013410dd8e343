import { routes } from '@/config/paths';
import { BetRecords } from '../components/bet-records';

/** 投注记录 at /report/bet-list, theme2's path of the same page (spec 3 §2). */
export default function ReportBetListPage() {
  return <BetRecords title={routes.reportBetList.title} />;
}
