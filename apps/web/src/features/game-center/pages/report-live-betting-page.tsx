import { routes } from '@/config/paths';
import { LiveReport } from '../components/live-report';

/** 真人报表 at /report/live-betting (theme2's report section, spec 3 §2). */
export default function ReportLiveBettingPage() {
  return <LiveReport title={routes.reportLiveBetting.title} />;
}
