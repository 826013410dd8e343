import { TabBar } from 'antd-mobile';
import {
  AppOutline,
  AppstoreOutline,
  FileOutline,
  GiftOutline,
  PicturesOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { CSSProperties, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { routes } from '@/config/paths';
import { HOME_ALIASES, NAV_TEXT, theme as buildTheme, type TabIcon, type ThemeConfig } from '@/config/theme';
import { setTransition } from '@/lib/transition';

const icons: Record<TabIcon, ReactNode> = {
  home: <AppOutline />,
  database: <FileOutline />,
  game: <AppstoreOutline />,
  gallery: <PicturesOutline />,
  mine: <UserOutline />,
  promotion: <GiftOutline />,
  bets: <UnorderedListOutline />,
};

const homePaths = new Set(HOME_ALIASES.map((k) => routes[k].path));

/** The tab key whose page is at `pathname` (home answers for its aliases), or undefined. */
export function activeTab(pathname: string, theme: ThemeConfig = buildTheme): string | undefined {
  if (homePaths.has(pathname)) return theme.tabs.some((t) => t.key === 'home') ? 'home' : undefined;
  return theme.tabs.find((t) => routes[t.key].path === pathname)?.key;
}

export interface BottomNavProps {
  theme?: ThemeConfig;
  className?: string;
  style?: CSSProperties;
}

/** The 70 px bottom bar of the tab pages (spec 1 §2 Bottom navigation). */
export function BottomNav({ theme = buildTheme, className, style }: BottomNavProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = activeTab(pathname, theme);
  return (
    <nav className={['bottom-nav', className].filter(Boolean).join(' ')} style={style} aria-label={NAV_TEXT.label}>
      <TabBar
        activeKey={active ?? null}
        safeArea
        onChange={(key) => {
          const tab = theme.tabs.find((t) => t.key === key);
          if (!tab || key === active) return;
          // Switching tabs is not a forward/back move, so it does not slide.
          setTransition('none');
          navigate(routes[tab.key].path);
        }}
      >
        {theme.tabs.map((t) => (
          <TabBar.Item key={t.key} icon={icons[t.icon]} title={t.title} />
        ))}
      </TabBar>
    </nav>
  );
}
