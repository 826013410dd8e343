import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@sixmark/shared';

/** Promotion times in the specs' YYYY/MM/DD HH:mm; unreadable values stay as sent. */
export function formatPromoTime(value: string): string {
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : value;
}
