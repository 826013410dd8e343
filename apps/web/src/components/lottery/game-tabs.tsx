import { GAME_ID } from '@sixmark/shared';
import { nextSystemTimeOfDay } from '@sixmark/shared/domain/system-time';
import { TabStrip } from '../tab-strip';
import { formatCountdown } from './draw-rules';
import { useNow } from './use-now';

export interface GameTab {
  gameId: number;
  gameName: string;
}

export interface GameTabsProps {
  games: GameTab[];
  value: number | undefined;
  onChange: (gameId: number) => void;
  className?: string;
  /** Daily broadcast time of the live-stream game 110 (system time zone), default 20:30 (spec 2 §2). */
  liveTime?: string;
}

/** Spec 2 §2: game 110's default broadcast time. */
export const DEFAULT_LIVE_TIME = '20:30';
/** The tab shows a countdown instead of the time within this long before the broadcast. */
const COUNTDOWN_WINDOW_MS = 3_600_000;

/**
 * The next broadcast per `HH:mm`, with the clock reading it was computed at. Finding it reads the
 * zone up to seven times through dayjs's `tz()` (a new Intl formatter each time: ~40 ms of the
 * home page's first render at 4x CPU, in a profile), and every label re-renders each second. The
 * answer stands until the clock passes it (no occurrence lies between the reading and it).
 */
const nextDaily = new Map<string, { from: number; at: number }>();

/** Milliseconds until the next daily `HH:mm` in the system time zone. */
export function msUntilDaily(hhmm: string, now: number): number {
  const known = nextDaily.get(hhmm);
  if (known && known.from <= now && now < known.at) return known.at - now;
  const at = nextSystemTimeOfDay(hhmm, now);
  nextDaily.set(hhmm, { from: now, at });
  return at - now;
}

function LiveLabel({ liveTime }: { liveTime: string }) {
  const left = msUntilDaily(liveTime, useNow());
  return (
    <span className="game-tabs__live" data-testid="live-label">
      {left <= COUNTDOWN_WINDOW_MS ? `直播倒计时 ${formatCountdown(left)}` : `直播 ${liveTime}`}
    </span>
  );
}

/** Game tabs from home_lottery_setting; the live-stream game 110 carries its broadcast label. */
export function GameTabs({ games, value, onChange, className, liveTime = DEFAULT_LIVE_TIME }: GameTabsProps) {
  return (
    <TabStrip
      className={['game-tabs', className].filter(Boolean).join(' ')}
      activeKey={value !== undefined ? String(value) : null}
      onChange={(k) => onChange(Number(k))}
      items={games.map((g) => ({
        key: String(g.gameId),
        title: (
          // Every title keeps the second line (empty but for game 110) so the names line up.
          <span className="game-tabs__title">
            <span className="game-tabs__name">{g.gameName}</span>
            {g.gameId === GAME_ID.liveStream ? <LiveLabel liveTime={liveTime} /> : <span className="game-tabs__live" aria-hidden />}
          </span>
        ),
      }))}
    />
  );
}
