import { routes } from '@/config/paths';
import { BetRecords } from '../components/bet-records';

/** 投注记录 at /bet-list (spec 3 §2). */
export default function BetListPage() {
  return <BetRecords title={routes.betList.title} />;
}
