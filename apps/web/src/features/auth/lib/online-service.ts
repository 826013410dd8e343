import { CONFIG_KEYS, type AppSettings } from '@sixmark/shared';
import { settingValue } from '@/lib/startup-config';

/** The online customer-service address from settings (`online_service_url`), or ''. */
export const onlineServiceUrl = (settings: AppSettings | null | undefined): string =>
  settingValue(settings, CONFIG_KEYS.onlineServiceUrl) ?? '';

/** Opens the online customer service in a new window (forgot password, reset-password modal). */
export function openOnlineService(url: string): void {
  if (url) window.open(url, '_blank', 'noopener');
}
