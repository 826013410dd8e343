// App-wide lottery UI used by several features (home, history, cards, game pages).
import './lottery.css';

export { LotteryBall, PendingBall, type LotteryBallProps } from './lottery-ball';
export { GameTabs, type GameTabsProps, type GameTab } from './game-tabs';
export { DrawPanel, type DrawPanelProps } from './draw-panel';
export { GamePoster, type GamePosterProps } from './game-poster';
export { LiveVideo, type LiveVideoProps } from './live-video';
export { AnimatedDraw } from './animated-draw';
export { openInfoQueryOptions, useOpenInfo, getOpenInfo, type OpenInfoView } from './api/get-open-info';
export { LOTTERY_MESSAGES } from './lottery-messages';
export { formatCountdown } from './draw-rules';
export { useNow } from './use-now';
