import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { msg, UI, withUploadPrefix, type AdSlot as AdSlotData, type Notice } from '@sixmark/shared';
import { BackToTop } from '@/components/back-to-top';
import { preloadHtmlContent } from '@/components/lazy-html-content';
import { DrawPanel, GameTabs, openInfoQueryOptions } from '@/components/lottery';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useAds } from '../api/get-ads';
import { useAppConfig } from '@/lib/startup-config';
import { Carousel, type CarouselClassNames } from '@/components/carousel';
import { useCarousels } from '@/lib/get-carousels';
import { ALL_CATEGORY, templatesQueryOptions } from '../api/get-templates';
import { useSessionKey } from '../hooks/use-session-key';
import { useNoticeList } from '../api/get-notice-list';
import { useViewer } from '../hooks/use-viewer';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { useAfterLoad } from '@/lib/after-load';
import { useHydrating } from '@/hooks/use-hydrating';
import { AdSlot, adHasContent, findAd } from './ad-slot';
import { InfoPanel } from './info-panel';
import { NoticeMarquee } from './home-notices';
import { TemplateList } from './template-list';
import { LOGIN_TOAST_MS } from './cards/use-favourite';
import '../content.css';
import { toast } from '@/lib/toast';

const Ad11Popup = lazy(() => import('./home-modals').then((m) => ({ default: m.Ad11Popup })));
const NoticeModal = lazy(() => import('./home-modals').then((m) => ({ default: m.NoticeModal })));

/** Longest the page waits for the top ads' images before showing itself (ms). */
export const AD_IMAGE_WAIT_MS = 2500;
/** Home's carousel parts (content.css, with spec 2 §9's gap and dots). */
const HOME_CAROUSEL: CarouselClassNames = {
  root: 'home__carousel',
  track: 'home__track',
  item: 'home__slide-item',
  slide: 'home__slide',
  placeholder: 'home__slide--placeholder',
  indicator: 'home__indicator',
  dot: 'home__dot',
};
/** The ads above the fold on a phone: their images decide where everything under them sits. */
const TOP_ADS = ['AD12', 'AD01', 'AD02'];

/**
 * True once every image in `urls` has loaded or failed, and the HTML sanitiser is in when
 * `withHtml` (or `capMs` passed); null urls = not known yet. The images land in the browser
 * cache, so the slots then lay out at their size at once.
 */
export function useTopReady(urls: string[] | null, capMs: number, withHtml = false): boolean {
  const key = urls ? `${withHtml ? 'html' : ''}\n${urls.join('\n')}` : null;
  // On a first screen the server drew, the top (and its images) is on screen already.
  const hydrating = useHydrating();
  const [doneKey, setDoneKey] = useState<string | null>(() => (hydrating ? key : null));
  useEffect(() => {
    if (key === null) return;
    const [html, ...list] = key.split('\n').filter((u, i) => i === 0 || u);
    let alive = true;
    const finish = () => {
      if (alive) setDoneKey(key);
    };
    const timer = setTimeout(finish, capMs);
    void Promise.all([
      // Ads with HTML need the sanitiser, else they grow when it arrives.
      html ? preloadHtmlContent().catch(() => undefined) : undefined,
      ...list.map(
        (src) =>
          new Promise<void>((resolve) => {
            const img = new Image();
            img.onload = () => resolve();
            img.onerror = () => resolve();
            img.src = src;
          }),
      ),
    ]).then(finish);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [key, capMs]);
  return key !== null && doneKey === key;
}

// Moved to hooks/ (the game grid uses it too); re-exported for home's callers.
export { useAfterPaint } from '@/hooks/use-after-paint';

export interface HomeViewProps {
  /** Game selected first (e.g. /macau-lottery starts on 70); default the first configured game. */
  initialGameId?: number;
}

/** Home in the order of spec 2 §2. */
export function HomeView({ initialGameId }: HomeViewProps) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const viewer = useViewer();
  const ads = useAds();
  const config = useAppConfig();
  const carousels = useCarousels();
  const notices = useNoticeList();
  const games = config.data?.home_lottery_setting ?? [];
  const [picked, setPicked] = useState<number | undefined>(initialGameId);
  const gameId =
    picked !== undefined && (games.length === 0 || games.some((g) => g.gameId === picked))
      ? picked
      : games[0]?.gameId;

  const openCollection = () => {
    if (!viewer.loggedIn) {
      toast.show(msg.loginRequired, LOGIN_TOAST_MS);
      return;
    }
    navigate(paths.myCollection.getHref());
  };

  // Home's top (AD12, carousel, marquee, AD01, game tabs, draw panel, AD02) shows at once, when
  // the answers and ad images that decide its heights are in: each arriving on its own pushed
  // the rest down (CLS 0.36 on a cold load, issue 16). Until then a skeleton holds the screen.
  const settled = !config.isPending && !ads.isPending && !notices.isPending && !carousels.isPending;
  const topAds = TOP_ADS.map((code) => findAd(ads.data, code)).filter(adHasContent);
  const ready = useTopReady(
    settled ? topAds.map((ad) => ad.imageUrl.trim()).filter(Boolean).map(withUploadPrefix) : null,
    AD_IMAGE_WAIT_MS,
    topAds.some((ad) => !!ad.content.trim()),
  );

  const session = useSessionKey();
  // The list mounts after the top's paint; its first page is asked for now, as before, so it is
  // in the cache by then and the list renders in the transition with its cards.
  useEffect(() => {
    if (gameId !== undefined) void qc.prefetchInfiniteQuery(templatesQueryOptions(gameId, ALL_CATEGORY, session));
  }, [qc, gameId, session]);

  const refreshLottery = () =>
    gameId !== undefined
      ? qc.invalidateQueries({ queryKey: openInfoQueryOptions(gameId).queryKey })
      : Promise.resolve();

  return (
    <PageShell
      title={paths.home.title}
      noBack
      right={
        <button type="button" className="home__collection" onClick={openCollection}>
          我的收藏
        </button>
      }
    >
      {/* flow-root: the first child's top margin stays inside, so the page body never moves. */}
      <div className="home">
        {ready ? (
          <>
            <AdSlot ad={findAd(ads.data, 'AD12')} className="home__ad12" part="ad12" />
            <Carousel
              slides={carousels.data ?? []}
              loading={carousels.isPending}
              classNames={HOME_CAROUSEL}
              slideAlt={(i) => `轮播图 ${i + 1}`}
            />
            <NoticeMarquee notices={notices.data?.lottery_notice ?? []} />
            <section className="home__recommend">
              <AdSlot ad={findAd(ads.data, 'AD01')} part="ad01" />
              <div data-part="game-tabs">
                <GameTabs games={games} value={gameId} onChange={setPicked} />
              </div>
              <div data-part="draw-panel">{gameId !== undefined ? <DrawPanel gameId={gameId} /> : null}</div>
              <HomeBelowTop ad02={findAd(ads.data, 'AD02')} gameId={gameId} onRefresh={refreshLottery} />
            </section>
          </>
        ) : (
          <div className="home__skeleton" data-part="home-skeleton" aria-busy="true" aria-label="加载中">
            <div className="home__skeleton-block home__skeleton-block--carousel" />
            <div className="home__skeleton-block home__skeleton-block--bar" />
            <div className="home__skeleton-block home__skeleton-block--panel" />
          </div>
        )}
      </div>
      <BackToTop threshold={UI.backToTopHome} />
      <HomePopups ad11={findAd(ads.data, 'AD11')} notices={notices.data?.index_notice} />
    </PageShell>
  );
}

/**
 * AD02, the info panel and the template list: they join the page after the top's paint. They
 * are the end of the page so far, so arriving later moves nothing on screen, and the first render
 * (what AD01, home's LCP, waits for) is smaller; AD02's image is still waited for with the top,
 * so it lays out at its size at once. The state that shows them lives here, not in HomeView:
 * setting it re-renders this part only, not the carousel, tabs and draw panel above it (issue 16).
 */
function HomeBelowTop({
  ad02,
  gameId,
  onRefresh,
}: {
  ad02: AdSlotData | undefined;
  gameId: number | undefined;
  onRefresh: () => Promise<unknown>;
}) {
  const shown = useAfterPaint(true);
  if (!shown) return null;
  return (
    <>
      <AdSlot ad={ad02} part="ad02" />
      <InfoPanel gameId={gameId} />
      <TemplateList gameId={gameId} onRefresh={onRefresh} />
    </>
  );
}

/**
 * The popups are fetched only when they have something to show, and only once the page has
 * loaded: their chunk and antd's popup parts competed with the top for the network and were
 * fetched before the top's first paint (issue 16). The load is waited for here, not in HomeView:
 * its arrival, outside any transition, re-rendered the whole page in one task. `data-popups`
 * says whether they may show yet (e2e waits for it before looking for them).
 */
function HomePopups({ ad11, notices }: { ad11: AdSlotData | undefined; notices: Notice[] | undefined }) {
  const due = useAfterLoad();
  return (
    <>
      <span hidden data-popups={due ? 'due' : 'later'} />
      {due ? (
        <Suspense fallback={null}>
          {adHasContent(ad11) ? <Ad11Popup ad={ad11} /> : null}
          {(notices ?? []).length > 0 ? <NoticeModal notices={notices ?? []} /> : null}
        </Suspense>
      ) : null}
    </>
  );
}
