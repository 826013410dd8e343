import { Modal, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { msg, UI, withUploadPrefix } from '@sixmark/shared';
import { BackToTop } from '@/components/back-to-top';
import { HtmlContent } from '@/components/html-content';
import { DrawPanel, GameTabs, openInfoQueryOptions } from '@/components/lottery';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useAds } from '../api/get-ads';
import { useAppConfig } from '../api/get-app-config';
import { useCarousels } from '../api/get-carousels';
import { useNoticeList } from '../api/get-notice-list';
import { useViewer } from '../hooks/use-viewer';
import { AdSlot, adHasContent, findAd } from './ad-slot';
import { HomeCarousel } from './home-carousel';
import { InfoPanel } from './info-panel';
import { NoticeMarquee, NoticeModal } from './home-notices';
import { TemplateList } from './template-list';
import { LOGIN_TOAST_MS } from './cards/use-favourite';
import '../content.css';

/** The popup ad AD11, only when enabled and non-empty (spec 2 §2). */
function Ad11Popup({ ad }: { ad: Parameters<typeof adHasContent>[0] }) {
  const [open, setOpen] = useState(true);
  if (!adHasContent(ad)) return null;
  return (
    <Modal
      visible={open}
      closeOnMaskClick
      showCloseButton
      onClose={() => setOpen(false)}
      content={
        <div data-part="ad11">
          {ad.imageUrl ? (
            <img src={withUploadPrefix(ad.imageUrl)} alt={ad.name} style={{ width: '100%' }} />
          ) : null}
          <HtmlContent html={ad.content} />
        </div>
      }
    />
  );
}

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
      Toast.show({ content: msg.loginRequired, duration: LOGIN_TOAST_MS });
      return;
    }
    navigate(paths.myCollection.getHref());
  };

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
      <AdSlot ad={findAd(ads.data, 'AD12')} className="home__ad12" part="ad12" />
      <HomeCarousel slides={carousels.data ?? []} />
      <NoticeMarquee notices={notices.data?.lottery_notice ?? []} />
      <section className="home__recommend">
        <AdSlot ad={findAd(ads.data, 'AD01')} part="ad01" />
        <div data-part="game-tabs">
          <GameTabs games={games} value={gameId} onChange={setPicked} />
        </div>
        <div data-part="draw-panel">{gameId !== undefined ? <DrawPanel gameId={gameId} /> : null}</div>
        <AdSlot ad={findAd(ads.data, 'AD02')} part="ad02" />
        <InfoPanel gameId={gameId} />
        <TemplateList gameId={gameId} onRefresh={refreshLottery} />
      </section>
      <BackToTop threshold={UI.backToTopHome} />
      <Ad11Popup ad={findAd(ads.data, 'AD11')} />
      <NoticeModal notices={notices.data?.index_notice ?? []} />
    </PageShell>
  );
}
