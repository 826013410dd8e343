import { Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { withUploadPrefix } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { TabStrip } from '@/components/tab-strip';
import { LotteryBall, openInfoQueryOptions } from '@/components/lottery';
import { paths } from '@/config/paths';
import { useDatabase } from '../api/get-database';
import { usePromotions } from '../api/get-promotions';
import { useRecentDraws } from '../api/get-recent-draws';
import { useGalleryPreview } from '../api/get-gallery-preview';
import { formatPromoTime } from '../utils/format-time';

/** Items each preview shows; the tab's link opens the full page. */
export const INFO_PREVIEW = { documents: 6, gallery: 3, promotions: 2 } as const;

export const INFO_TABS = [
  { key: 'draws', title: '最新开奖' },
  { key: 'database', title: '资料库' },
  { key: 'gallery', title: '图库' },
  { key: 'promotions', title: '优惠' },
] as const;
type InfoTabKey = (typeof INFO_TABS)[number]['key'];

function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className="info-panel__more" to={to}>
      {children} &gt;
    </Link>
  );
}

const Loading = () => <Skeleton.Paragraph lineCount={3} animated />;

function DrawsPreview({ gameId }: { gameId: number | undefined }) {
  // Shares the draw panel's lottery info: when it shows a new draw, the list follows.
  const info = useQuery({ ...openInfoQueryOptions(gameId ?? 0), enabled: gameId !== undefined });
  const pre = info.data?.pre;
  // Asked once the info is in (or failed): asked before, the list would be asked again at once
  // under the key of the latest draw.
  const draws = useRecentDraws(info.isPending ? undefined : gameId, pre ? `${pre.turnNum}:${pre.openNum.split(',').length}` : undefined);
  const rows = draws.data?.data ?? [];
  return (
    <>
      {draws.isPending && gameId !== undefined ? <Loading /> : null}
      {!draws.isPending && rows.length === 0 ? <EmptyState /> : null}
      <ul className="info-panel__draws">
        {rows.map((r) => (
          <li key={r.turnNum}>
            <span className="info-panel__turn">第{r.turnNum}期</span>
            <span className="info-panel__balls">
              {r.openNum
                .split(',')
                .map(Number)
                .map((n, i, all) => [
                  i === all.length - 1 ? (
                    <span key="plus" className="info-panel__plus">
                      +
                    </span>
                  ) : null,
                  <LotteryBall key={`${i}-${n}`} num={n} size="small" />,
                ])}
            </span>
          </li>
        ))}
      </ul>
      <MoreLink to={paths.lotteryRecord.getHref()}>查看开奖记录</MoreLink>
    </>
  );
}

function DatabasePreview({ gameId }: { gameId: number | undefined }) {
  const docs = useDatabase({ gameId: gameId ?? 0, searchText: '' }, gameId !== undefined);
  const list = (docs.data?.pages[0]?.data ?? []).slice(0, INFO_PREVIEW.documents);
  return (
    <>
      {docs.isPending && gameId !== undefined ? <Loading /> : null}
      {!docs.isPending && list.length === 0 ? <EmptyState /> : null}
      <ul className="info-panel__docs">
        {list.map((d) => (
          <li key={d.documentId}>
            <Link
              to={`${paths.template.getHref({ gameId: d.gameId, id: d.templateId })}?documentId=${d.documentId}`}
            >
              {d.name}
            </Link>
          </li>
        ))}
      </ul>
      <MoreLink to={paths.databases.getHref()}>进入资料库</MoreLink>
    </>
  );
}

function GalleryPreview({ gameId }: { gameId: number | undefined }) {
  const groups = useGalleryPreview(gameId, INFO_PREVIEW.gallery);
  const list = groups.data?.data ?? [];
  return (
    <>
      {groups.isPending && gameId !== undefined ? <Loading /> : null}
      {!groups.isPending && list.length === 0 ? <EmptyState /> : null}
      <div className="info-panel__gallery">
        {list.map((g) => (
          <Link key={g.groupId} to={paths.galleryDetail.getHref({ gameId: gameId ?? 0, groupId: g.groupId })}>
            <img src={withUploadPrefix(g.imageUrl)} alt={g.name} loading="lazy" />
            <span>{g.name}</span>
          </Link>
        ))}
      </div>
      <MoreLink to={paths.gallery.getHref()}>更多图库</MoreLink>
    </>
  );
}

function PromotionsPreview() {
  const promos = usePromotions();
  const list = (promos.data?.data ?? []).slice(0, INFO_PREVIEW.promotions);
  return (
    <>
      {promos.isPending ? <Loading /> : null}
      {!promos.isPending && list.length === 0 ? <EmptyState /> : null}
      <ul className="info-panel__promos">
        {list.map((p) => (
          <li key={p.id}>
            <Link to={paths.promotionalDetail.getHref({ classifyType: p.classifyType, id: p.id })}>
              <img src={withUploadPrefix(p.coverUrl)} alt={p.name} loading="lazy" />
              <span className="info-panel__promo-name">{p.name}</span>
              <span className="info-panel__promo-time">
                {formatPromoTime(p.startTime)} ~ {formatPromoTime(p.endTime)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <MoreLink to={paths.promotional.getHref()}>全部优惠</MoreLink>
    </>
  );
}

/**
 * The home info-panel tabs (spec 2 §2): each tab previews its area for the selected game and
 * links to the full page. Only the open tab asks the server.
 */
export function InfoPanel({ gameId }: { gameId: number | undefined }) {
  const [tab, setTab] = useState<InfoTabKey>('draws');
  return (
    <section className="info-panel" data-part="info-panel" aria-label="资讯">
      <TabStrip
        activeKey={tab}
        onChange={(k) => setTab(k as InfoTabKey)}
        className="info-panel__tabs"
        items={INFO_TABS.map((t) => ({ key: t.key, title: t.title }))}
      />
      <div className="info-panel__body" data-tab={tab}>
        {tab === 'draws' ? <DrawsPreview gameId={gameId} /> : null}
        {tab === 'database' ? <DatabasePreview gameId={gameId} /> : null}
        {tab === 'gallery' ? <GalleryPreview gameId={gameId} /> : null}
        {tab === 'promotions' ? <PromotionsPreview /> : null}
      </div>
    </section>
  );
}
