import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebSystemConfig } from '@sixmark/shared';
import { http } from '@/lib/http';
import { BETS_KEYS } from './keys';

/** `GET /data/json/web_system_config.json` (spec 3 §7, `_t` added): carries `hy_is_cancel`. */
export const getWebSystemConfig = () => http.json<WebSystemConfig>('/data/json/web_system_config.json', { silent: true });

// Read fresh on every visit: the operator may switch cancelling off at any time.
export const webSystemConfigQueryOptions = () =>
  queryOptions({ queryKey: [BETS_KEYS.webSystemConfig] as const, queryFn: getWebSystemConfig, staleTime: 0 });

export const useWebSystemConfig = () => useQuery(webSystemConfigQueryOptions());

/** Cancelling is on when `hy_is_cancel` is 1 (spec 3 §3 Settings). */
export const cancelEnabled = (c: WebSystemConfig | undefined): boolean =>
  c?.hy_is_cancel === '1' || c?.system_config.some((e) => e.configKey === 'hy_is_cancel' && e.configValue === '1') === true;
