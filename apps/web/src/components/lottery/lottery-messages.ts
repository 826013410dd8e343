/** Texts of the draw panel (spec 2 §4 and §8). */
export const LOTTERY_MESSAGES = {
  /** Spec 2 §4 "draw live...". */
  streaming: '开奖直播中...',
  noVideo: '暂无视频资源，请稍后在观看！',
  streamEnded: '视频直播已经结束...',
} as const;
