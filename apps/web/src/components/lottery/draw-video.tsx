import { Button, Popup } from 'antd-mobile';
import { PlayOutline } from 'antd-mobile-icons';
import { AnimatedDraw } from './animated-draw';
import { GamePoster } from './game-poster';
import { LiveVideo } from './live-video';
import { LOTTERY_MESSAGES } from './lottery-messages';

export type VideoMode = 'live' | 'replay';

export interface DrawVideoProps {
  gameId: number;
  /** The open video, null while the popup is closed (it stays mounted to animate out). */
  video: VideoMode | null;
  ended: boolean;
  /** The address to play; empty when there is no video resource. */
  videoUrl: string;
  /** Show the animated draw when there is no video (random-number games, live). */
  animated: boolean;
  numbers: number[];
  year: number;
  streaming: boolean;
  replays: { turnNum: string; liveUrl: string }[];
  onPickReplay: (url: string) => void;
  onEnded: () => void;
  onError: () => void;
  onClose: () => void;
}

/**
 * The video popup of the draw panel, a module of its own so home's first load does not carry
 * antd's Popup (its gesture and animation libraries) before anyone asks for a video.
 */
export default function DrawVideo(p: DrawVideoProps) {
  const { video, ended, videoUrl } = p;
  return (
    <Popup visible={video !== null} onMaskClick={p.onClose} onClose={p.onClose} bodyClassName="draw-video">
      <div className="draw-video__frame">
        <GamePoster gameId={p.gameId} className="draw-video__poster" />
        {video && ended ? <p className="draw-video__note">{LOTTERY_MESSAGES.streamEnded}</p> : null}
        {video && !ended && videoUrl ? <LiveVideo key={videoUrl} url={videoUrl} onEnded={p.onEnded} onError={p.onError} /> : null}
        {video && !videoUrl ? (
          <>
            {p.animated ? <AnimatedDraw numbers={p.numbers} at={p.year} streaming={p.streaming} /> : null}
            {!ended ? <p className="draw-video__note">{LOTTERY_MESSAGES.noVideo}</p> : null}
          </>
        ) : null}
      </div>
      {p.replays.length ? (
        <section className="draw-video__replays" aria-label="往期直播回放">
          <h4 className="draw-video__replays-title">往期直播回放</h4>
          <ul className="draw-video__replay-list" data-testid="live-replays">
            {p.replays.map((r) => {
              const current = video === 'replay' && videoUrl === r.liveUrl;
              return (
                <li key={r.turnNum}>
                  <button
                    type="button"
                    className={['draw-video__replay', current ? 'draw-video__replay--on' : null].filter(Boolean).join(' ')}
                    aria-current={current || undefined}
                    onClick={() => p.onPickReplay(r.liveUrl)}
                  >
                    <PlayOutline /> 第{r.turnNum}期
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <Button block onClick={p.onClose}>
        关闭
      </Button>
    </Popup>
  );
}
