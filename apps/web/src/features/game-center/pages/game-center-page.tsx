import { SearchBar, Skeleton, Switch, Tabs } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { GAME_CENTER_ROWS, gameCenterMsg, gamesMsg, type Game } from '@sixmark/shared';
import {
  initialProviderSelection,
  isAllProviders,
  type ProviderSelection,
} from '@sixmark/shared/domain/provider-filter';
import { theme } from '@/config/theme';
import { isLoggedIn, isTrial, useProfile } from '@/lib/profile';
import { Carousel, type CarouselClassNames } from '@/components/carousel';
import { useCarousels } from '@/lib/get-carousels';
import { useGameGroup } from '../api/get-game-group';
import { useGameList } from '../api/get-game-list';
import { useNoticeList } from '../api/get-notice-list';
import { useProviderOptions } from '../api/get-provider-options';
import { useToggleFollow } from '../api/toggle-follow';
import { BalanceHeader } from '../components/balance-header';
import { GameGrid } from '../components/game-grid';
import { LaunchConfirm } from '../components/launch-confirm';
import { NoticeMarquee } from '../components/notice-marquee';
import { ProviderDrawer } from '../components/provider-drawer';
import { ServiceShortcuts } from '../components/service-shortcuts';
import { useGameLaunch } from '../hooks/use-game-launch';
import { useMaintenanceCheck } from '../hooks/use-maintenance-check';
import {
  CATEGORIES,
  categoryFromHash,
  DEFAULT_CATEGORY,
  matchesSearch,
  normaliseSearch,
  uniqueGames,
  type CategoryKey,
} from '../lib/game-grid';
import { readAutoTransfer, writeAutoTransfer } from '../lib/auto-transfer';
import '../game-center.css';

/** The game center's carousel parts (game-center.css). */
const GC_CAROUSEL: CarouselClassNames = {
  root: 'gc-carousel',
  track: 'gc-carousel__track',
  item: 'gc-carousel__item',
  slide: 'gc-carousel__slide',
  placeholder: 'gc-carousel__slide--placeholder',
};

/** 游戏大厅 at /game-center, the category in the hash (spec 1 §2). */
export default function GameCenterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const category = categoryFromHash(location.hash);
  const { data: profile } = useProfile();
  const loggedIn = isLoggedIn(profile);
  const trial = isTrial(profile);
  const { data: carousels, isPending: carouselsPending } = useCarousels();
  const { data: notices, isPending: noticesPending } = useNoticeList();
  const follow = useToggleFollow();
  const inMaintenance = useMaintenanceCheck();
  const launcher = useGameLaunch(useMemo(() => ({ loggedIn, trial }), [loggedIn, trial]));

  const [search, setSearch] = useState('');
  const [searchShown, setSearchShown] = useState(GAME_CENTER_ROWS);
  // The sub-search, the provider filter and the open drawer belong to the category they were set
  // in: any change of category (a tab, the back button, a link) starts it afresh (spec 1 §4).
  const [filters, setFilters] = useState<{
    category: CategoryKey;
    subSearch: string;
    providers: ProviderSelection;
  }>(() => ({
    category,
    subSearch: '',
    providers: initialProviderSelection(),
  }));
  const own = filters.category === category;
  const subSearch = own ? filters.subSearch : '';
  const providers = own ? filters.providers : initialProviderSelection();
  const setSubSearch = (text: string) => setFilters({ category, subSearch: text, providers });
  const setProviders = (selection: ProviderSelection) =>
    setFilters({ category, subSearch, providers: selection });
  const [drawerFor, setDrawerFor] = useState<CategoryKey | null>(null);
  const drawerOpen = drawerFor === category;
  const setDrawerOpen = (open: boolean) => setDrawerFor(open ? category : null);
  const [autoTransfer, setAutoTransfer] = useState(readAutoTransfer);
  const searching = normaliseSearch(search) !== '';

  const list = useGameList({
    groupType: category,
    providers,
    gameName: normaliseSearch(subSearch),
    loggedIn,
  });
  const group = useGameGroup(loggedIn);
  const { data: providerOptions } = useProviderOptions(category);

  const setCategory = (key: CategoryKey) => {
    navigate(
      {
        pathname: location.pathname,
        search: location.search,
        hash: key === DEFAULT_CATEGORY ? '' : `#${key}`,
      },
      { replace: true },
    );
  };
  const onSearch = (text: string) => {
    setSearch(text);
    setSearchShown(GAME_CENTER_ROWS);
    // An empty search returns to the hot category (spec 1 §5).
    if (normaliseSearch(text) === '' && category !== DEFAULT_CATEGORY) setCategory(DEFAULT_CATEGORY);
  };

  const found = useMemo(
    () => (searching ? uniqueGames(group.data?.groups ?? []).filter((g) => matchesSearch(g, search)) : []),
    [group.data, searching, search],
  );
  const listed = useMemo(() => list.data?.pages.flatMap((p) => p.data) ?? [], [list.data]);
  const providerLabel = isAllProviders(providers)
    ? gamesMsg.allProviders
    : (providerOptions ?? [])
        .filter((p) => providers.includes(p.liveCode))
        .map((p) => p.providerName)
        .join('、') || gamesMsg.allProviders;

  const onFollow = (g: Game) => {
    // Ignored when logged out (spec 1 §4).
    if (!loggedIn) return;
    follow.mutate({ gameId: g.gameId, like: g.isFollow ? 0 : 1 });
  };
  const grid = {
    isInMaintenance: (g: Game) => inMaintenance(g.maintain),
    onOpen: (g: Game) => void launcher.launch(g, inMaintenance(g.maintain, Date.now())),
    onFollow,
  };

  return (
    <div className={`page gc-page${launcher.blurring ? ' gc-page--blur' : ''}`}>
      <div className="gc-top">
        <span className="gc-top__title">{theme.labels.gameCenter}</span>
        <BalanceHeader balance={loggedIn && profile?.extInfo ? profile.extInfo : null} />
      </div>
      <main className="page__body gc-body">
        <div className="gc-search">
          <SearchBar
            placeholder={gameCenterMsg.searchPlaceholder}
            value={search}
            onChange={onSearch}
            onClear={() => onSearch('')}
            aria-label="搜索游戏"
          />
        </div>
        <Carousel slides={carousels ?? []} loading={carouselsPending} classNames={GC_CAROUSEL} />
        <NoticeMarquee notices={notices?.lottery_notice ?? []} loading={noticesPending} />
        <ServiceShortcuts loggedIn={loggedIn} />
        {loggedIn && !trial && (
          <label className="gc-auto-transfer">
            <span>{gameCenterMsg.autoTransfer}</span>
            <Switch
              checked={autoTransfer}
              onChange={(on) => {
                writeAutoTransfer(on);
                setAutoTransfer(on);
              }}
              aria-label={gameCenterMsg.autoTransfer}
            />
          </label>
        )}
        {searching ? (
          group.isLoading ? (
            <Skeleton.Paragraph lineCount={6} animated style={{ padding: 16 }} />
          ) : (
            <GameGrid
              games={found.slice(0, searchShown)}
              category={DEFAULT_CATEGORY}
              hasMore={searchShown < found.length}
              loadMore={async () => setSearchShown((n) => n + GAME_CENTER_ROWS)}
              {...grid}
            />
          )
        ) : (
          <>
            <Tabs activeKey={category} onChange={(k) => setCategory(k as CategoryKey)} className="gc-tabs">
              {CATEGORIES.map((c) => (
                <Tabs.Tab key={c.key} title={c.title} />
              ))}
            </Tabs>
            <div className="gc-filter">
              <SearchBar
                className="gc-filter__search"
                placeholder={gameCenterMsg.categorySearchPlaceholder}
                value={subSearch}
                onChange={setSubSearch}
                aria-label="分类内搜索"
              />
              <button
                type="button"
                className="gc-filter__providers"
                onClick={() => setDrawerOpen(true)}
                // The name starts with the visible label (label-content-name-mismatch).
                aria-label={`${providerLabel} 选择平台`}
              >
                <FilterOutline />
                <span className="gc-filter__label" data-testid="provider-label">
                  {providerLabel}
                </span>
              </button>
            </div>
            {list.isLoading ? (
              <Skeleton.Paragraph lineCount={6} animated style={{ padding: 16 }} />
            ) : (
              <GameGrid
                games={listed}
                category={category}
                hasMore={!!list.hasNextPage}
                loadMore={() => list.fetchNextPage()}
                {...grid}
              />
            )}
          </>
        )}
      </main>
      <ProviderDrawer
        visible={drawerOpen}
        providers={providerOptions ?? []}
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
