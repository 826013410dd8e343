import { DotLoading, PullToRefresh, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { msg, withUploadPrefix, type GalleryGroup, type GalleryPlayCategory } from '@sixmark/shared';
import { GALLERY_FIRST_ROW, isRecentlyUpdated } from '@sixmark/shared/domain/card-rules';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { GameTabs } from '@/components/lottery';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/startup-config';
import { useGalleryPlayCategories } from '../api/get-gallery-play-categories';
import { useGalleryList } from '../hooks/use-gallery-list';
import { galleryGameId } from '../utils/gallery-game';
import { GALLERY_LETTERS, type GalleryFilter } from '../utils/gallery-loader';
import '../content.css';

/** More loads within 100 px of the bottom (spec 2 §4 Gallery). */
export const GALLERY_TRIGGER_PX = 100;

/** `firstRow`: above the fold, the page's LCP: loaded at once and first, not lazily. */
function GroupCell({ g, gameId, firstRow }: { g: GalleryGroup; gameId: number; firstRow: boolean }) {
  return (
    <Link
      className="gallery__cell"
      to={paths.galleryDetail.getHref({ gameId, groupId: g.groupId })}
      data-initial={g.initial}
    >
      <img
        src={withUploadPrefix(g.imageUrl)}
        alt={g.name}
        loading={firstRow ? 'eager' : 'lazy'}
        // React 18 knows no fetchPriority prop; the lowercase attribute passes as it is.
        {...(firstRow ? { fetchpriority: 'high' } : {})}
      />
      {isRecentlyUpdated(g.updatedTime) ? <span className="gallery__updated">更新</span> : null}
      <div className="gallery__cell-name">{g.name}</div>
      <div className="gallery__cell-turn">第{g.gameTurn}期</div>
    </Link>
  );
}

/** 彩色 / 黑白 unless the server names the game's categories (one per sheet type). */
export const DEFAULT_GALLERY_TYPES = [
  { label: '彩色', value: 1 },
  { label: '黑白', value: 2 },
];
export function typeOptions(categories: GalleryPlayCategory[] | undefined) {
  const byType = new Map<number, string>();
  for (const c of categories ?? []) if (!byType.has(c.categoryType)) byType.set(c.categoryType, c.name);
  return DEFAULT_GALLERY_TYPES.map((t) => ({ ...t, label: byType.get(t.value) ?? t.label }));
}

/** /gallery: game tabs, search, 彩色/黑白, initials, grid (spec 2 §2). */
export default function GalleryPage() {
  const config = useAppConfig();
  const games = config.data?.home_lottery_setting ?? [];
  const [picked, setPicked] = useState<number | undefined>();
  const gameId = picked ?? galleryGameId(games);
  const [groupType, setGroupType] = useState(1);
  const [filter, setFilter] = useState<GalleryFilter>({ kind: 'all' });
  const [search, setSearch] = useState('');
  const list = useGalleryList(gameId, groupType, filter, search);
  const categories = useGalleryPlayCategories(gameId);

  const filterValue = filter.kind === 'letter' ? filter.letter : filter.kind;
  const chips: { key: string; label: string; f: GalleryFilter }[] = [
    { key: 'all', label: '全部', f: { kind: 'all' } },
    { key: 'popular', label: '热门', f: { kind: 'popular' } },
    ...GALLERY_LETTERS.map((l) => ({ key: l, label: l, f: { kind: 'letter', letter: l } as GalleryFilter })),
  ];

  return (
    <PageShell title={paths.gallery.title} noBack>
      <GameTabs games={games} value={gameId} onChange={setPicked} />
      <div className="gallery__search">
        <SearchBar
          placeholder="请输入图库名称"
          onSearch={(v) => setSearch(v.trim())}
          onClear={() => setSearch('')}
        />
      </div>
      {/* A radio group of its own: antd's Segmented puts radio inputs inside a listbox, which
          fails axe's aria-required-children (Lighthouse, issue 16). */}
      <div className="gallery__filters gallery__types" role="radiogroup" aria-label="图库分类">
        {typeOptions(categories.data).map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={groupType === o.value}
            className={['gallery__type', groupType === o.value ? 'is-active' : ''].join(' ')}
            onClick={() => setGroupType(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
      <div className="gallery__filters gallery__initials" role="group" aria-label="首字母">
        {chips.map((c) => (
          <button
            key={c.key}
            type="button"
            className={['template-list__chip', filterValue === c.key ? 'is-active' : ''].join(' ')}
            aria-pressed={filterValue === c.key}
            onClick={() => setFilter(c.f)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <PullToRefresh onRefresh={list.refresh}>
        {/* While letters load, the grid reaches near the bottom of the screen, so the loader under
            it starts there (still in LoadMore's trigger zone) instead of being pushed down
            the screen by each letter's cells: that was the page's layout shift (CLS 0.15). */}
        <div
          className={['gallery__grid', list.hasMore || gameId === undefined ? 'gallery__grid--loading' : ''].join(' ')}
          data-testid="gallery-grid"
        >
          {list.groups.map((g, i) => {
            const header =
              filter.kind === 'all' && (i === 0 || list.groups[i - 1]?.initial !== g.initial)
                ? g.initial
                : null;
            return [
              header ? (
                <div key={`h-${header}`} className="gallery__letter" data-letter={header}>
                  {header}
                </div>
              ) : null,
              <GroupCell key={g.groupId} g={g} gameId={gameId ?? 0} firstRow={i < GALLERY_FIRST_ROW} />,
            ];
          })}
        </div>
        {!list.hasMore && list.groups.length === 0 ? <EmptyState /> : null}
        {/* A small dot loader (LoadMore's own), not a full-width 加载中 line: each letter's cells
            push it down, and the moving text was most of the page's layout shift (CLS 0.149). */}
        <LoadMore
          threshold={GALLERY_TRIGGER_PX}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          loading={
            <span className="template-list__more">
              <DotLoading />
            </span>
          }
          end={<span className="template-list__more">{list.groups.length > 0 ? msg.noMore : ''}</span>}
        />
      </PullToRefresh>
    </PageShell>
  );
}
