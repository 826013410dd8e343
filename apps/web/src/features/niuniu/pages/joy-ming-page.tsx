import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { NiuniuRound } from '@sixmark/shared/api/niuniu';
import { formatSystemTime } from '@sixmark/shared/domain/system-time';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useRounds } from '../api/get-rounds';
import { Hand } from '../components/cards';
import { FairnessPopup } from '../components/fairness-popup';
import { NiuniuTabs } from '@/components/niuniu-tabs';
import '../niuniu.css';

const ROWS = 10;

/** /lucky-niu-niu/joy-ming: paged results, every hand of every round. */
export default function NiuniuJoyMingPage() {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useRounds(page, ROWS);
  const [fair, setFair] = useState<NiuniuRound | null>(null);
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / ROWS));
  return (
    <PageShell title={routes.luckyNiuNiuJoyMing.title} backTo={paths.luckyNiuNiu.getHref()}>
      <NiuniuTabs />
      {isLoading && <div className="nn-section">加载中…</div>}
      {data?.data.length === 0 && <div className="nn-section">暂无开奖结果</div>}
      {data?.data.map((r) => (
        <section key={r.turnNum} className="nn-section" aria-label={`第${r.turnNum}期`}>
          <div>
            第{r.turnNum}期 <span style={{ color: '#888' }}>{formatSystemTime(r.openTime, 'YYYY-MM-DD HH:mm')}</span>
          </div>
          <Hand label="庄" cards={r.banker.cards} name={r.banker.name} />
          {r.players.map((p) => (
            <Hand key={p.player} label={p.player} cards={p.cards} name={p.name} win={p.win} />
          ))}
          <Button size="small" onClick={() => setFair(r)}>
            验证公平性
          </Button>
        </section>
      ))}
      <div className="nn-section" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          上一页
        </Button>
        <span data-testid="nn-page">
          {page}/{pages}
        </span>
        <Button size="small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          下一页
        </Button>
      </div>
      {fair && <FairnessPopup round={fair} onClose={() => setFair(null)} />}
    </PageShell>
  );
}
