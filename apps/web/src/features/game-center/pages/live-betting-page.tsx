import { routes } from '@/config/paths';
import { LiveReport } from '../components/live-report';

/** 真人报表 at /live-betting (spec 3 §2). */
export default function LiveBettingPage() {
  return <LiveReport title={routes.liveBetting.title} />;
}
