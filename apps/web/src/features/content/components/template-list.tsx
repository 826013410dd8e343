import { DotLoading } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { PAGE_SIZE, RECORD_SORTS, RECORD_SORT_LABELS, type RecordSort } from '@sixmark/shared';
import { LoadMore } from '@/components/load-more';
import { PullRefresh } from '@/components/pull-refresh';
import { isTemplateShown, visibleChips } from '@sixmark/shared/domain/card-rules';
import { ALL_CATEGORY, useTemplates } from '../api/get-templates';
import { useGrowingCount } from '../hooks/use-growing-count';
import { usePlayCates } from '../api/get-play-cates';
import { TemplateCard } from './cards/template-card';

/** Cards the list draws per task while it fills (use-growing-count.ts). */
export const CARDS_PER_TASK = 4;

/** Codes the web never shows in the list (the server filters the operator's blocked list too). */
export const BLOCKED_TEMPLATE_CODES: readonly string[] = [];

export interface TemplateListProps {
  gameId: number | undefined;
  /** Also refreshed by pull-to-refresh (the lottery info of the draw panel). */
  onRefresh?: () => Promise<unknown>;
}

/** Play-category chips: 全部 plus the categories, 6 shown, 更多/收起 from 7 (spec 2 §2). */
export function CategoryChips({
  names,
  value,
  onChange,
}: {
  names: string[];
  value: string;
  onChange: (c: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const chips = [ALL_CATEGORY, ...names];
  const { shown, hasToggle } = visibleChips(chips, open);
  return (
    <div className="template-list__chips" role="group" aria-label="玩法分类">
      {shown.map((c) => (
        <button
          key={c}
          type="button"
          className={['template-list__chip', c === value ? 'is-active' : ''].join(' ')}
          aria-pressed={c === value}
          onClick={() => onChange(c)}
        >
          {c}
        </button>
      ))}
      {hasToggle ? (
        <button
          type="button"
          className="template-list__chip template-list__toggle"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? '收起' : '更多'}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The home template list (spec 2 §2): chips, 20 per page with a 300 px trigger, pull-to-refresh,
 * 没有更多数据了 at the end; blocked codes and empty cards hidden.
 */
export function TemplateList({ gameId, onRefresh }: TemplateListProps) {
  const [category, setCategory] = useState(ALL_CATEGORY);
  const [shownGame, setShownGame] = useState(gameId);
  // Changing game goes back to 全部 (spec 2 §2), before the next query runs.
  if (shownGame !== gameId) {
    setShownGame(gameId);
    setCategory(ALL_CATEGORY);
  }
  const [recordSort, setRecordSort] = useState<RecordSort | undefined>(undefined);
  const cates = usePlayCates(gameId);
  const list = useTemplates(gameId, category, recordSort);

  const templates = useMemo(
    () =>
      (list.data?.pages ?? [])
        .flatMap((p) => p.data)
        .filter((t) => isTemplateShown(t, BLOCKED_TEMPLATE_CODES)),
    [list.data],
  );

  const drawn = useGrowingCount(templates.length, CARDS_PER_TASK, `${gameId}:${category}:${recordSort ?? ''}`);

  const choose = (c: string) => {
    if (c === category) return;
    setCategory(c);
    window.scrollTo({ top: 0 });
  };

  const refresh = async () => {
    await Promise.all([list.refetch(), onRefresh?.()]);
  };

  return (
    <div className="template-list" data-part="template-list">
      <CategoryChips
        names={(cates.data ?? []).map((c) => c.playCateName)}
        value={category}
        onChange={choose}
      />
      <label className="template-list__sort">
        排序：
        <select
          aria-label="按战绩排序"
          value={recordSort ?? ''}
          onChange={(e) => {
            const v = e.target.value;
            setRecordSort((RECORD_SORTS as readonly string[]).includes(v) ? (v as RecordSort) : undefined);
          }}
        >
          <option value="">默认</option>
          {RECORD_SORTS.map((k) => (
            <option key={k} value={k}>
              {RECORD_SORT_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <PullRefresh onRefresh={refresh}>
        {templates.slice(0, drawn).map((t) => (
          <TemplateCard key={t.id} template={t} home category={category} />
        ))}
        {/* Until every card is drawn, the list's end would be on screen and ask for a page more. */}
        {list.isPending || drawn < templates.length ? (
          <div className="template-list__more">
            <DotLoading />
          </div>
        ) : (
          <LoadMore
            className="template-list__more"
            threshold={PAGE_SIZE.loadMoreThresholdPx}
            hasMore={!!list.hasNextPage}
            loadMore={() => list.fetchNextPage()}
          />
        )}
      </PullRefresh>
    </div>
  );
}
