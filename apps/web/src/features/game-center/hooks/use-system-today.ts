import { useState } from 'react';
import { systemTimeZoneOf } from '@sixmark/shared';
import { useAppSettings } from '@/lib/startup-config';
import { systemToday } from '@sixmark/shared/domain/report-dates';

/** The system time zone (settings) and today's date in it, as of when the page opened. */
export function useSystemToday() {
  const { data: settings } = useAppSettings();
  const tz = systemTimeZoneOf(settings?.sys_config.time_zone);
  const [openedAt] = useState(() => Date.now());
  return { tz, today: systemToday(openedAt, tz) };
}
