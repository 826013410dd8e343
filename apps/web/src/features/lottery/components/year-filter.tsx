import { useEffect, useRef } from 'react';

export const ALL_YEARS_TEXT = '全部';

/**
 * The year filter of 历史开奖: 全部 and one capsule per year with draws. Plain buttons rather than
 * antd's CapsuleTabs, which measured its track on mount and on every change inside it (a forced
 * layout of the whole page, ~300 ms at 4x CPU on the first load; issue 16).
 */
export function YearFilter({
  years,
  value,
  onChange,
}: {
  years: number[];
  value: number | undefined;
  onChange: (year: number | undefined) => void;
}) {
  const selected = useRef<HTMLButtonElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // 全部 is first in the row: nothing to bring into view on the page's first render.
    if (first.current && value === undefined) return;
    first.current = false;
    // In a frame, so the measurement does not land in the middle of a render.
    const frame = requestAnimationFrame(() =>
      selected.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return (
    <div className="lottery-history__years" role="tablist" aria-label="年份">
      {[undefined, ...years].map((year) => {
        const on = year === value;
        return (
          <button
            key={year ?? 'all'}
            type="button"
            role="tab"
            aria-selected={on}
            ref={on ? selected : undefined}
            className={on ? 'lottery-history__year lottery-history__year--on' : 'lottery-history__year'}
            onClick={() => onChange(year)}
          >
            {year === undefined ? ALL_YEARS_TEXT : `${year}年`}
          </button>
        );
      })}
    </div>
  );
}
