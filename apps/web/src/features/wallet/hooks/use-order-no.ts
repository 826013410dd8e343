import { useParams, useSearchParams } from 'react-router-dom';
import { buildPath, type RouteKey } from '@/config/paths';
import { theme, themePath, type ThemeConfig } from '@/config/theme';

/** Session-storage key of the last recharge order, for theme2's step routes that carry no id. */
export const LAST_ORDER_KEY = 'recharge.orderNo';

function remember(orderNo: string) {
  try {
    sessionStorage.setItem(LAST_ORDER_KEY, orderNo);
  } catch {
    // Private mode without storage: the query string still carries the order.
  }
}

function recalled(): string {
  try {
    return sessionStorage.getItem(LAST_ORDER_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The address of a recharge step for `orderNo`: the `:orderId` segment where the theme's path has
 * one, else `?orderNo=` (theme2, spec 1 §2). The order is also kept in session storage so a
 * reload of an id-less step still finds it.
 */
export function rechargeStepHref(key: RouteKey, orderNo: string, config: ThemeConfig = theme): string {
  remember(orderNo);
  const path = themePath(key, config);
  return path.includes(':orderId')
    ? buildPath(path, { orderId: orderNo })
    : `${path}?orderNo=${encodeURIComponent(orderNo)}`;
}

/**
 * The order of a recharge step page: the `:orderId` segment, else `?orderNo=`, else (with `recall`,
 * for the steps theme2 opens without an id) the last order of this browser tab.
 */
export function useOrderNo(recall = false): string {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  return orderId ?? search.get('orderNo') ?? (recall ? recalled() : '');
}
