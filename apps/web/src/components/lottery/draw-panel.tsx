import { Button } from 'antd-mobile';
import { PlayOutline, RedoOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DRAW_SIZE } from '@sixmark/shared/domain/draw-rng';
import { lunarYearOf, zodiacOf } from '@sixmark/shared/domain/zodiac';
import { paths } from '@/config/paths';
import { useOpenInfo } from './api/get-open-info';
import type { VideoMode } from './draw-video';
import { drawnNumbers, formatCountdown } from './draw-rules';
import { GamePoster } from './game-poster';
import { useLiveReplays } from './live-replays';
import { LOTTERY_MESSAGES } from './lottery-messages';
import { LotteryBall, PendingBall } from './lottery-ball';
import { useDrawPolling, useRefetchOnReturn } from './use-draw-polling';
import { useDrawSocket } from './use-draw-socket';
import { useNow } from './use-now';

export interface DrawPanelProps {
  gameId: number;
  className?: string;
  /** Listen on the game socket (default true). */
  live?: boolean;
  /** Where lottery info comes from: the static JSON (home, default) or the API. */
  source?: 'static' | 'api';
}

/** Spec 2 §4: the countdown restarts from fresh lottery info on a 60 s cycle. */
const COUNTDOWN_CYCLE_MS = 60_000;
/** Spec 2 §4 / §9: the refresh indicator clears after 1 s. */
const REFRESH_INDICATOR_MS = 1_000;

// The video popup (antd Popup with its gesture and animation code) loads when first opened.
const DrawVideo = lazy(() => import('./draw-video'));

/** The draw panel of spec 2 §4: live draw, last result, countdown, polling and socket updates. */
export function DrawPanel({ gameId, className, live = true, source = 'static' }: DrawPanelProps) {
  const { data: info, refetch } = useOpenInfo(gameId, source);
  const offset = info?.clockOffsetMs ?? 0;
  const now = useNow() + offset;
  const [refreshing, setRefreshing] = useState(false);
  const [video, setVideo] = useState<VideoMode | null>(null);
  // Mounted from the first opening on, so it can animate out when closed.
  const [videoOpened, setVideoOpened] = useState(false);
  const [videoEnded, setVideoEnded] = useState(false);
  const [videoFailed, setVideoFailed] = useState(false);
  // A replay picked from the list; null plays the last draw's.
  const [replayUrl, setReplayUrl] = useState<string | null>(null);
  const replays = useLiveReplays(gameId);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refresh = useCallback(() => {
    setRefreshing(true);
    void refetch();
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => setRefreshing(false), REFRESH_INDICATOR_MS);
  }, [refetch]);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  useDrawPolling(info, refetch, offset);
  useRefetchOnReturn(refresh);
  useDrawSocket(gameId, live, refetch);

  const streaming = !!info?.pre.isStreaming;
  const planTime = info?.plan.planTime ?? 0;
  const remaining = planTime - now;
  const due = !!info && !streaming && planTime > 0 && remaining <= 0;

  useEffect(() => {
    if (streaming) return;
    const timer = setInterval(() => void refetch(), COUNTDOWN_CYCLE_MS);
    return () => clearInterval(timer);
  }, [streaming, refetch]);
  // When the countdown runs out, ask once for the draw that should now be starting.
  useEffect(() => {
    if (due) void refetch();
  }, [due, refetch]);

  const numbers = drawnNumbers(info);
  const at = info ? info.pre.openTime || info.serverTime : 0;
  // The panel re-renders every second for the countdown; the lunar year only changes with the draw.
  const year = useMemo(() => (at ? lunarYearOf(at) : 0), [at]);
  const liveUrl = info ? info.cur.liveUrl || info.pre.liveUrl : '';
  const isRng = !!info?.pre.fairness || !!info?.cur.seedHash;
  const ended = videoEnded || (video === 'live' && !streaming);

  const replayDefault = info?.pre.liveUrl || replays[0]?.liveUrl || '';
  // An address that fails to load counts as no video resource.
  const videoUrl = videoFailed ? '' : video === 'live' ? liveUrl : video === 'replay' ? (replayUrl ?? replayDefault) : '';

  const openVideo = (mode: VideoMode, url: string | null = null) => {
    setVideoOpened(true);
    setVideoEnded(false);
    setVideoFailed(false);
    setReplayUrl(url);
    setVideo(mode);
  };

  const balls = (
    <div className="draw-panel__balls" data-testid="draw-balls">
      {Array.from({ length: DRAW_SIZE }, (_, i) => {
        const n = numbers[i];
        if (n === undefined && !streaming) return null;
        return (
          <span key={i} className="draw-panel__slot">
            {i === DRAW_SIZE - 1 ? <span className="draw-panel__plus">+</span> : null}
            {n !== undefined ? <LotteryBall num={n} zodiac={zodiacOf(n, year)} animate={streaming} /> : <PendingBall />}
          </span>
        );
      })}
    </div>
  );

  return (
    <section
      className={['draw-panel', streaming ? 'draw-panel--streaming' : null, className].filter(Boolean).join(' ')}
      data-game-id={gameId}
      data-streaming={streaming}
      aria-label="开奖面板"
    >
      <GamePoster gameId={gameId} className="draw-panel__poster" named={false} />
      <div className="draw-panel__content">
        <header className="draw-panel__head">
          <span className="draw-panel__turn">{info ? `第${info.pre.turnNum}期` : '加载中...'}</span>
          {streaming ? <span className="draw-panel__live-tag">{LOTTERY_MESSAGES.streaming}</span> : null}
          <span className="draw-panel__tools">
            <button
              type="button"
              className={['draw-panel__refresh', refreshing ? 'draw-panel__refresh--on' : null].filter(Boolean).join(' ')}
              aria-label="刷新"
              aria-busy={refreshing}
              onClick={refresh}
            >
              <RedoOutline />
            </button>
            <Link className="draw-panel__history" to={paths.lotteryHistory.getHref({ gameId })}>
              历史记录
            </Link>
          </span>
        </header>
        {info ? balls : null}
        {info && streaming ? (
          <div className="draw-panel__foot">
            <span>
              已开 {numbers.length}/{DRAW_SIZE}
            </span>
            <Button size="mini" color="danger" shape="rounded" className="draw-panel__live" onClick={() => openVideo('live')}>
              <PlayOutline /> 直播视频
            </Button>
          </div>
        ) : null}
        {info && !streaming ? (
          <div className="draw-panel__foot">
            <span className="draw-panel__countdown">
              {due ? (
                '开奖中...'
              ) : (
                <>
                  距第{info.plan.turnNum}期开奖 <time data-testid="draw-countdown">{formatCountdown(remaining)}</time>
                </>
              )}
            </span>
            {replayDefault ? (
              <Button size="mini" shape="rounded" onClick={() => openVideo('replay')}>
                <PlayOutline /> 开奖回放
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {videoOpened ? (
        <Suspense fallback={null}>
          <DrawVideo
            gameId={gameId}
            video={video}
            ended={ended}
            videoUrl={videoUrl}
            animated={isRng && video === 'live' && !!info}
            numbers={numbers}
            year={year}
            streaming={streaming}
            replays={replays}
            onPickReplay={(url) => openVideo('replay', url)}
            onEnded={() => setVideoEnded(true)}
            onError={() => setVideoFailed(true)}
            onClose={() => setVideo(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
