import { Dropdown, SearchBar, Skeleton } from 'antd-mobile';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { msg, PAGE_SIZE, type PlayCate } from '@sixmark/shared';
import { DATABASE_DROPDOWN_AT } from '@sixmark/shared/domain/card-rules';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { GameTabs } from '@/components/lottery';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/startup-config';
import { useDatabase } from '../api/get-database';
import { useDatabasePlayCates } from '../api/get-database-play-cates';
import '../content.css';

/** Skeleton rows while the first page loads (spec 2 §2). */
export const DATABASE_SKELETONS = 27;

function Categories({
  cates,
  value,
  onChange,
}: {
  cates: PlayCate[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const ref = useRef<{ close: () => void } | null>(null);
  const all = { playCateName: '全部', templateId: undefined as number | undefined };
  const chips = [all, ...cates];
  const chip = (c: { playCateName: string; templateId?: number }) => (
    <button
      key={c.templateId ?? 'all'}
      type="button"
      className={['template-list__chip', c.templateId === value ? 'is-active' : ''].join(' ')}
      aria-pressed={c.templateId === value}
      onClick={() => {
        onChange(c.templateId);
        ref.current?.close();
      }}
    >
      {c.playCateName}
    </button>
  );
  if (cates.length >= DATABASE_DROPDOWN_AT) {
    const current = chips.find((c) => c.templateId === value)?.playCateName ?? '全部';
    return (
      <Dropdown ref={ref}>
        <Dropdown.Item key="cate" title={current}>
          <div className="template-list__chips">{chips.map(chip)}</div>
        </Dropdown.Item>
      </Dropdown>
    );
  }
  return <div className="template-list__chips">{chips.map(chip)}</div>;
}

/** /databases: the data library (spec 2 §2). */
export default function DatabasesPage() {
  const config = useAppConfig();
  const games = config.data?.home_lottery_setting ?? [];
  const [picked, setPicked] = useState<number | undefined>();
  const gameId = picked ?? games[0]?.gameId;
  const [templateId, setTemplateId] = useState<number | undefined>();
  const [searchText, setSearchText] = useState('');
  const cates = useDatabasePlayCates(gameId);
  const docs = useDatabase({ gameId: gameId ?? 0, templateId, searchText }, gameId !== undefined);
  const rows = (docs.data?.pages ?? []).flatMap((p) => p.data);
  const loading = gameId === undefined || docs.isPending;

  return (
    <PageShell title={paths.databases.title} noBack>
      <GameTabs
        games={games}
        value={gameId}
        onChange={(g) => {
          setPicked(g);
          setTemplateId(undefined);
        }}
      />
      <div className="database__search">
        <SearchBar
          placeholder="请输入搜索内容"
          onSearch={(v) => setSearchText(v.trim())}
          onClear={() => setSearchText('')}
        />
      </div>
      <Categories cates={cates.data ?? []} value={templateId} onChange={setTemplateId} />
      <div className="database__list">
        {loading
          ? Array.from({ length: DATABASE_SKELETONS }, (_, i) => (
              <Skeleton key={i} className="database__skeleton" animated data-testid="database-skeleton" />
            ))
          : rows.map((d) => (
              <Link
                key={d.documentId}
                className="database__row"
                to={`${paths.template.getHref({ gameId: d.gameId, id: d.templateId })}?documentId=${d.documentId}`}
              >
                {d.name}
                {d.subName ? <small>{d.subName}</small> : null}
              </Link>
            ))}
        {!loading && rows.length === 0 ? <EmptyState description={msg.noData} /> : null}
        {!loading && rows.length > 0 ? (
          <LoadMore
            threshold={PAGE_SIZE.loadMoreThresholdPx}
            hasMore={!!docs.hasNextPage}
            loadMore={() => docs.fetchNextPage()}
            loading={<span className="template-list__more">{msg.loading}</span>}
            end={<span className="template-list__more">{msg.noMore}</span>}
          />
        ) : null}
      </div>
    </PageShell>
  );
}
