/**
 * The clock of the time-based member rules (safer-play limits and exclusions, VIP periods,
 * the daily bonus payout). Tests move it (`clock.now = () => ...`) to cross a 24-hour raise
 * delay or a period end without waiting; everything else keeps the real time.
 */
export const clock = {
  now: (): number => Date.now(),
};
