import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfigJson } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

/** Static `app_config.json`; the home game tabs come from home_lottery_setting. */
export const getAppConfig = () =>
  http.json<AppConfigJson>('/sys-upload/data/json/app_config.json', { silent: true });

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: [CONTENT_KEYS.appConfig] as const, queryFn: getAppConfig, staleTime: 60_000 });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
