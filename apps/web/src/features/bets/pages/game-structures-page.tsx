import { SpinLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BENMING,
  PLAY_CATALOGUE,
  priceKeyLabel,
  priceKeysOf,
  tablesForDrawDate,
  isYearTables,
  type PlayDef,
  type YearTables,
} from '@sixmark/shared';
import type { PlayOdds } from '@sixmark/shared/api/bets';
import { GameTabs } from '@/components/lottery';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/http';
import { useGames } from '../api/get-games';
import { playOddsQueryOptions } from '@/lib/betting/get-play-odds';
import { gameQuery, useGameIdQuery } from '../lib/game-query';
import '../tutorials.css';

/** Label of one price inside its play's table: "本命(蛇)", "中二", "三连肖 普通" … */
function priceLabel(def: PlayDef, key: string, tables: YearTables): string {
  const label = priceKeyLabel(key);
  const inner = label.startsWith(def.name) ? label.slice(def.name.length).trim() : label;
  const text = inner || '赔率';
  return text.endsWith(BENMING) ? `${text}(${tables.yearZodiac})` : text;
}

function PlayOddsTable({ def, data, tables, gameId }: { def: PlayDef; data: PlayOdds; tables: YearTables; gameId: number }) {
  const setting = data.plays.find((p) => p.play === def.code);
  return (
    <section className="structure-play" aria-label={def.name} data-testid={`structure-${def.code}`}>
      <header className="structure-play__head">
        <strong>{def.name}</strong>
        {setting ? (
          <span className="structure-play__limits">
            单注 {setting.minAmount}-{setting.maxAmount} 元{setting.rebate > 0 ? ` · 退水 ${setting.rebate}%` : ''}
            {setting.enabled ? '' : ' · 暂停投注'}
          </span>
        ) : null}
        <Link className="structure-play__help" to={paths.gameTutorialPlay.getHref({ playCode: def.code }) + gameQuery(gameId)}>
          说明
        </Link>
      </header>
      <div className="structure-play__prices">
        {priceKeysOf(def.code).map((key) => (
          <span key={key} className="structure-price">
            <span className="structure-price__label">{priceLabel(def, key, tables)}</span>
            <b className="structure-price__odds">{data.odds[key] ?? '--'}</b>
          </span>
        ))}
      </div>
    </section>
  );
}

/** `/game-structures`: every play and its current odds and limits, per game (from the betting page's odds API). */
export default function GameStructuresPage() {
  const [, setParams] = useSearchParams();
  const queried = useGameIdQuery();
  const { data: games, isLoading: gamesLoading } = useGames();
  const gameId = queried ?? games?.[0]?.gameId;
  const oddsQuery = useQuery({ ...playOddsQueryOptions(gameId ?? 0), enabled: gameId !== undefined });
  const data = oddsQuery.data;
  const tables: YearTables | null = useMemo(() => {
    if (!data) return null;
    return isYearTables(data.tables) ? data.tables : tablesForDrawDate(data.turn?.drawTime ?? data.serverTime);
  }, [data]);

  const right = (
    <Link className="tutorial__nav-link" to={paths.gameTutorial.getHref() + gameQuery(gameId)}>
      玩法说明
    </Link>
  );
  let body;
  if (gameId === undefined) body = gamesLoading ? <Spin /> : <EmptyState />;
  else if (oddsQuery.isError) body = <EmptyState description={(oddsQuery.error as ApiError).message || '赔率暂时无法获取'} />;
  else if (!data || !tables) body = <Spin />;
  else
    body = (
      <>
        <p className="structure-note" data-testid="structure-note">
          {data.turn ? `第${data.turn.turnNum}期` : '当前'}赔率(含本金)，生肖按{tables.lunarYear}年({tables.yearZodiac}年)计算。
        </p>
        {PLAY_CATALOGUE.map((c) => (
          <section key={c.name} className="structure-cat" aria-label={c.name}>
            <h2 className="structure-cat__title">{c.name}</h2>
            {c.plays.map((p) => (
              <PlayOddsTable key={p.code} def={p} data={data} tables={tables} gameId={gameId} />
            ))}
          </section>
        ))}
      </>
    );
  return (
    <PageShell title="玩法赔率" right={right} className="tutorial">
      {games?.length ? <GameTabs games={games} value={gameId} onChange={(id) => setParams({ gameId: String(id) }, { replace: true })} /> : null}
      {body}
    </PageShell>
  );
}

function Spin() {
  return (
    <div className="tutorial__center">
      <SpinLoading color="primary" />
    </div>
  );
}
