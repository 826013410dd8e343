import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';

/** 福利中心: no welfare programme is specified yet, so the page shows its empty state. */
export default function BonusCenterPage() {
  return (
    <PageShell title={routes.bonusCenter.title}>
      <EmptyState description="暂无福利活动，敬请期待" />
    </PageShell>
  );
}
