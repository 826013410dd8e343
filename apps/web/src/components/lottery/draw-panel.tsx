export interface DrawPanelProps {
  gameId: number;
  className?: string;
}

/** The draw panel of spec 2 §4 (filled by the lottery draws work). */
export function DrawPanel({ gameId, className }: DrawPanelProps) {
  return <section className={['draw-panel', className].filter(Boolean).join(' ')} data-game-id={gameId} />;
}
