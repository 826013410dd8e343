import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  TIMEOUTS,
  type AppConfigJson,
  type AppSettings,
  type ChatConfigJson,
  type Company,
} from '@sixmark/shared';
import { http } from './http';

/**
 * Start-up configuration (spec 1 §7, spec 3 §7): static JSON with `_t`, retried 3 times with
 * a 100 ms delay on a time-out or network error. Failures are only logged (spec 1 §8 "store
 * loads"), so these calls are silent.
 */
const startup = { retry: TIMEOUTS.configRetries, retryDelay: TIMEOUTS.retryDelayMs, silent: true } as const;

export const CONFIG_URLS = {
  settings: '/sys-upload/data/json/config.json',
  appConfig: '/sys-upload/data/json/app_config.json',
  chat: '/sys-upload/data/json/config_chat.json',
} as const;

export const STARTUP_QUERY_KEYS = {
  settings: ['startup', 'config.json'],
  appConfig: ['startup', 'app_config.json'],
  chat: ['startup', 'config_chat.json'],
} as const;

export const getAppSettings = () => http.json<AppSettings>(CONFIG_URLS.settings, startup);
export const getAppConfig = () => http.json<AppConfigJson>(CONFIG_URLS.appConfig, startup);
/** Chat configuration; read fresh before entering chat (spec 1 §6), so no retry wait on taps. */
export const getChatConfig = () => http.json<ChatConfigJson>(CONFIG_URLS.chat, { silent: true });

export const appSettingsQueryOptions = () =>
  queryOptions({ queryKey: STARTUP_QUERY_KEYS.settings, queryFn: getAppSettings, staleTime: 60_000 });
export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: STARTUP_QUERY_KEYS.appConfig, queryFn: getAppConfig, staleTime: 60_000 });
export const chatConfigQueryOptions = () =>
  queryOptions({ queryKey: STARTUP_QUERY_KEYS.chat, queryFn: getChatConfig, staleTime: 0 });

export const useAppSettings = () => useQuery(appSettingsQueryOptions());
export const useAppConfig = () => useQuery(appConfigQueryOptions());

/** `system_config` value by key from config.json, or undefined. */
export const settingValue = (settings: AppSettings | null | undefined, key: string): string | undefined =>
  settings?.system_config.find((c) => c.configKey === key)?.configValue;

/** Why chat cannot be entered now (spec 1 §4/§6, spec 3 §4), or null when it can. */
export function chatBlockReason(
  config: ChatConfigJson | null | undefined,
): 'unavailable' | 'maintenance' | null {
  if (!config || config.enable_chat === '0') return 'unavailable';
  if (config.enable_chat_maintenance?.configValue === '1') return 'maintenance';
  return null;
}

/** Company JSON of this build's company code (name, logos, carousels). */
export const getCompany = (code: string) =>
  http.json<Company>(`/sys-upload/data/json/company/${code}.json`, startup);
export const companyQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['startup', 'company', code],
    queryFn: () => getCompany(code),
    staleTime: 60_000,
  });
