import { GAME_ID } from '@sixmark/shared';
import { HomeView } from '../components/home-view';

/** /macau-lottery counts as home, starting on 澳门六合彩. */
export default function MacauLotteryPage() {
  return <HomeView initialGameId={GAME_ID.macau} />;
}
