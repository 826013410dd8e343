import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import './niuniu-tabs.css';

const TABS = [
  [paths.luckyNiuNiu.getHref(), '牌桌'],
  [paths.luckyNiuNiuChat.getHref(), '聊天'],
  [paths.luckyNiuNiuHeatMap.getHref(), '走势'],
  [paths.luckyNiuNiuJoyMing.getHref(), '开奖结果'],
] as const;

/** The four child pages of 幸运牛牛 (default, chat, heat-map, joy-ming). */
export function NiuniuTabs() {
  return (
    <nav className="nn-tabs" aria-label="幸运牛牛">
      {TABS.map(([to, label]) => (
        <NavLink key={to} to={to} end className={({ isActive }) => (isActive ? 'nn-tab nn-tab--on' : 'nn-tab')}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
