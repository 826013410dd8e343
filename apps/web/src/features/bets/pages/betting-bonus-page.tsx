import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 洗码返水: filled by the bets feature; until then a titled shell with a back button. */
export default function BettingBonusPage() {
  return <PageShell title={routes.bettingBonus.title} />;
}
