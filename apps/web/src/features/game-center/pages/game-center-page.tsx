import { SearchBar, Skeleton, Tabs } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { gameCenterMsg } from '@sixmark/shared';
import { theme } from '@/config/theme';
import { isLoggedIn, isTrial, useProfile } from '@/lib/profile';
import { useCarousels } from '../api/get-carousels';
import { useGameCatalogue, type Game } from '../api/get-game-catalogue';
import { useNoticeList } from '../api/get-notice-list';
import { useToggleFollow } from '../api/toggle-follow';
import { BalanceHeader } from '../components/balance-header';
import { GameCarousel } from '../components/game-carousel';
import { GameGrid } from '../components/game-grid';
import { LaunchConfirm } from '../components/launch-confirm';
import { NoticeMarquee } from '../components/notice-marquee';
import { ProviderDrawer } from '../components/provider-drawer';
import { ServiceShortcuts } from '../components/service-shortcuts';
import { useGameLaunch } from '../hooks/use-game-launch';
import { useMaintenanceCheck } from '../hooks/use-maintenance-check';
import { CATEGORIES, categoryFromHash, DEFAULT_CATEGORY, matchesSearch, normaliseSearch, visibleGames, type CategoryKey } from '../lib/game-grid';
import { ALL_SELECTION, isAllProviders, providerMatches, type ProviderSelection } from '../lib/provider-filter';
import '../game-center.css';

/** 游戏大厅 at /game-center, the category in the hash (spec 1 §2). */
export default function GameCenterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const category = categoryFromHash(location.hash);
  const { data: profile } = useProfile();
  const loggedIn = isLoggedIn(profile);
  const trial = isTrial(profile);
  const catalogue = useGameCatalogue(loggedIn);
  const { data: carousels } = useCarousels();
  const { data: notices } = useNoticeList();
  const follow = useToggleFollow();
  const inMaintenance = useMaintenanceCheck();
  const launcher = useGameLaunch(useMemo(() => ({ loggedIn, trial }), [loggedIn, trial]));

  const [search, setSearch] = useState('');
  const [subSearch, setSubSearch] = useState('');
  const [providers, setProviders] = useState<ProviderSelection>(ALL_SELECTION);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const games = useMemo(() => catalogue.data?.games ?? [], [catalogue.data]);
  const setCategory = (key: CategoryKey) => {
    // Changing category resets the provider filter and the sub-search (spec 1 §4).
    setProviders(ALL_SELECTION);
    setSubSearch('');
    navigate({ pathname: location.pathname, hash: key === DEFAULT_CATEGORY ? '' : `#${key}` }, { replace: true });
  };
  const onSearch = (text: string) => {
    setSearch(text);
    // An empty search returns to the hot category (spec 1 §5).
    if (normaliseSearch(text) === '') setCategory(DEFAULT_CATEGORY);
  };

  const searching = normaliseSearch(search) !== '';
  const shown = useMemo(
    () =>
      searching
        ? games.filter((g) => matchesSearch(g, search))
        : visibleGames(games, category, subSearch, (code) => providerMatches(providers, code)),
    [games, searching, search, category, subSearch, providers],
  );
  const categoryProviders = useMemo(() => {
    const codes = new Set(visibleGames(games, category, '', () => true).map((g) => g.liveCode));
    return (catalogue.data?.providers ?? []).filter((p) => codes.has(p.liveCode));
  }, [games, category, catalogue.data]);
  const providerLabel = isAllProviders(providers)
    ? gameCenterMsg.allProviders
    : categoryProviders
        .filter((p) => providers.includes(p.liveCode))
        .map((p) => p.providerName)
        .join('、') || gameCenterMsg.allProviders;

  const onFollow = (g: Game) => {
    // Ignored when logged out (spec 1 §4).
    if (!loggedIn) return;
    follow.mutate({ gameId: g.gameId, like: g.isFollow ? 0 : 1 });
  };

  return (
    <div className={`page gc-page${launcher.blurring ? ' gc-page--blur' : ''}`}>
      <div className="gc-top">
        <span className="gc-top__title">{theme.labels.gameCenter}</span>
        <BalanceHeader balance={loggedIn && profile?.extInfo ? profile.extInfo : null} />
      </div>
      <main className="page__body gc-body">
        <div className="gc-search">
          <SearchBar placeholder={gameCenterMsg.searchPlaceholder} value={search} onChange={onSearch} onClear={() => onSearch('')} aria-label="搜索游戏" />
        </div>
        <GameCarousel slides={carousels ?? []} />
        <NoticeMarquee notices={notices?.lottery_notice ?? []} />
        <ServiceShortcuts loggedIn={loggedIn} />
        {!searching && (
          <>
            <Tabs activeKey={category} onChange={(k) => setCategory(k as CategoryKey)} className="gc-tabs">
              {CATEGORIES.map((c) => (
                <Tabs.Tab key={c.key} title={c.title} />
              ))}
            </Tabs>
            <div className="gc-filter">
              <SearchBar
                className="gc-filter__search"
                placeholder={gameCenterMsg.searchPlaceholder}
                value={subSearch}
                onChange={setSubSearch}
                aria-label="分类内搜索"
              />
              <button type="button" className="gc-filter__providers" onClick={() => setDrawerOpen(true)} aria-label="选择厂商">
                <FilterOutline />
                <span className="gc-filter__label">{providerLabel}</span>
              </button>
            </div>
          </>
        )}
        {catalogue.isLoading ? (
          <Skeleton.Paragraph lineCount={6} animated style={{ padding: 16 }} />
        ) : (
          <GameGrid
            games={shown}
            category={searching ? 'hot' : category}
            isInMaintenance={(g) => inMaintenance(g.maintain)}
            onOpen={(g) => void launcher.launch(g, inMaintenance(g.maintain, Date.now()))}
            onFollow={onFollow}
          />
        )}
      </main>
      <ProviderDrawer
        visible={drawerOpen}
        providers={categoryProviders}
        value={providers}
        onApply={setProviders}
        onClose={() => setDrawerOpen(false)}
      />
      <LaunchConfirm link={launcher.link} onConfirm={launcher.confirm} onCancel={launcher.cancel} />
      {launcher.blurring && (
        <div className="gc-loading-blur" data-testid="game-loading-blur">
          {gameCenterMsg.launching}
        </div>
      )}
    </div>
  );
}
