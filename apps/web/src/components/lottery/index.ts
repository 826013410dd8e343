// App-wide lottery UI used by several features (home, history, cards, game pages).
export { LotteryBall, type LotteryBallProps } from './lottery-ball';
export { GameTabs, type GameTabsProps, type GameTab } from './game-tabs';
export { DrawPanel, type DrawPanelProps } from './draw-panel';
