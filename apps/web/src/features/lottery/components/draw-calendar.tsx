import { ErrorBlock, Skeleton } from 'antd-mobile';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { systemYmd } from '@sixmark/shared/domain/system-time';
import { useNow, useOpenInfo } from '@/components/lottery';
import { useCalendar } from '../api/get-calendar';
import { formatDrawTime } from './draw-row';

const pad = (n: number) => String(n).padStart(2, '0');
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** `YYYY-MM-DD` of an instant in the system time zone. */
export function dayKey(ms: number): string {
  const [y, m, d] = systemYmd(ms);
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** `YYYY-MM` of an instant in the system time zone. */
export const monthKey = (ms: number) => dayKey(ms).slice(0, 7);

/** The month `delta` months after `month` (`YYYY-MM`). */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** Cells of a month laid out Sunday first: null pads the first week, then `YYYY-MM-DD` for each day. */
export function monthCells(month: string): (string | null)[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lead = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`)];
}

export interface DrawCalendarProps {
  gameId: number;
  /** `YYYY-MM` */
  month: string;
  onMonthChange: (month: string) => void;
  /** A past draw day was picked: show that day's draws. */
  onPickDay: (day: string) => void;
}

/** 开奖日历: the draw days of a month, with today and the next draw highlighted. */
export function DrawCalendar({ gameId, month, onMonthChange, onPickDay }: DrawCalendarProps) {
  const { data, isLoading, error } = useCalendar(gameId, month);
  const { data: info } = useOpenInfo(gameId, 'api');
  // The shared page clock keeps "today" right past midnight.
  const now = useNow() + (info?.clockOffsetMs ?? 0);
  const today = dayKey(now);
  const drawDays = new Set(data?.drawDays ?? []);
  const planTime = info?.plan.planTime ?? 0;
  // Without lottery info, the first draw day after today stands in for the next draw.
  const nextDay = planTime ? dayKey(planTime) : [...drawDays].sort().find((d) => d > today);
  const [y, m] = month.split('-');

  return (
    <section className="draw-calendar" aria-label="开奖日历">
      <header className="draw-calendar__head">
        <button type="button" aria-label="上个月" onClick={() => onMonthChange(shiftMonth(month, -1))}>
          <LeftOutline />
        </button>
        <h3 data-testid="calendar-month">
          {y}年{Number(m)}月
        </h3>
        <button type="button" aria-label="下个月" onClick={() => onMonthChange(shiftMonth(month, 1))}>
          <RightOutline />
        </button>
      </header>
      {month !== monthKey(now) ? (
        <button type="button" className="draw-calendar__this-month" onClick={() => onMonthChange(monthKey(now))}>
          回到本月
        </button>
      ) : null}
      <div className="draw-calendar__grid" role="grid">
        {WEEKDAYS.map((w) => (
          <span key={w} className="draw-calendar__weekday" role="columnheader">
            {w}
          </span>
        ))}
        {monthCells(month).map((day, i) => {
          if (!day) return <span key={`pad-${i}`} className="draw-calendar__pad" />;
          const isDraw = drawDays.has(day);
          const isToday = day === today;
          const isNext = isDraw && day === nextDay;
          const past = day <= today;
          const label = [
            `${Number(day.slice(8))}日`,
            isToday ? '今天' : null,
            isNext ? '下期开奖' : isDraw ? '开奖日' : null,
          ]
            .filter(Boolean)
            .join(' ');
          const className = [
            'draw-calendar__day',
            isDraw ? 'draw-calendar__day--draw' : null,
            isToday ? 'draw-calendar__day--today' : null,
            isNext ? 'draw-calendar__day--next' : null,
            !past ? 'draw-calendar__day--future' : null,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <button
              key={day}
              type="button"
              role="gridcell"
              className={className}
              data-day={day}
              aria-label={label}
              disabled={!isDraw || !past}
              onClick={() => onPickDay(day)}
            >
              <span className="draw-calendar__num">{Number(day.slice(8))}</span>
              <span className="draw-calendar__mark">{isNext ? '下期' : isToday ? '今天' : isDraw ? '开奖' : ''}</span>
            </button>
          );
        })}
      </div>
      {isLoading ? <Skeleton.Paragraph lineCount={2} animated /> : null}
      {error ? <ErrorBlock status="default" title="开奖日历加载失败" description="请稍后再试" /> : null}
      {data ? (
        <p className="draw-calendar__summary" data-testid="calendar-summary">
          本月共 {data.drawDays.length} 个开奖日
        </p>
      ) : null}
      {info && planTime ? (
        <p className="draw-calendar__next" data-testid="calendar-next">
          下期开奖：第{info.plan.turnNum}期 {formatDrawTime(planTime)}
        </p>
      ) : null}
      <ul className="draw-calendar__legend" aria-hidden>
        <li>
          <i className="draw-calendar__swatch draw-calendar__swatch--draw" />
          开奖日
        </li>
        <li>
          <i className="draw-calendar__swatch draw-calendar__swatch--today" />
          今天
        </li>
        <li>
          <i className="draw-calendar__swatch draw-calendar__swatch--next" />
          下期开奖
        </li>
      </ul>
      <p className="draw-calendar__hint">点击已开奖的日期查看当天开奖结果</p>
    </section>
  );
}
