import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';

/** A timestamp as the specs show it (YYYY/MM/DD HH:mm, local time). */
export const formatTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '--');

/** A signed amount for bills: +12.00 / -3.50. */
export const signedMoney = (yuan: number) => `${yuan > 0 ? '+' : yuan < 0 ? '-' : ''}${formatMoney(Math.abs(yuan))}`;
