import { Tabs } from 'antd-mobile';

export interface GameTab {
  gameId: number;
  gameName: string;
}

export interface GameTabsProps {
  games: GameTab[];
  value: number | undefined;
  onChange: (gameId: number) => void;
  className?: string;
}

/** Game tabs from home_lottery_setting (interim look; the lottery work adds the 110 live label). */
export function GameTabs({ games, value, onChange, className }: GameTabsProps) {
  return (
    <Tabs className={className} activeKey={value !== undefined ? String(value) : null} onChange={(k) => onChange(Number(k))}>
      {games.map((g) => (
        <Tabs.Tab key={g.gameId} title={g.gameName} />
      ))}
    </Tabs>
  );
}
