import { useState } from 'react';
import { systemTimeZoneOf } from '@sixmark/shared';
import { systemToday } from '@sixmark/shared/domain/report-dates';
import { settingValue, useAppSettings } from '@/lib/startup-config';

/**
 * Today's date (`YYYY-MM-DD`) in the system time zone setting (default Asia/Shanghai), read
 * when the page opens: a report left open past midnight keeps the day it was opened on.
 */
export function useSystemToday(): { today: string; timeZone: string } {
  const [openedAt] = useState(() => Date.now());
  const { data: settings } = useAppSettings();
  const timeZone = systemTimeZoneOf(settingValue(settings, 'time_zone'));
  return { today: systemToday(openedAt, timeZone), timeZone };
}
