import { useCallback, useEffect, useState } from 'react';
import { systemTimeZoneOf } from '@sixmark/shared';
import { isInMaintenance } from '@sixmark/shared/domain/game-maintenance';
import { useAppSettings } from '@/lib/startup-config';

/** How often the covers are re-evaluated, so a window that opens or closes shows without a reload. */
const TICK_MS = 15_000;

/**
 * `(maintain) => boolean` by the one shared rule (spec 1 §4 Maintenance): the `start~end`
 * window read in the system time zone from settings, inclusive at both ends.
 */
export function useMaintenanceCheck() {
  const { data: settings } = useAppSettings();
  const tz = systemTimeZoneOf(settings?.sys_config.time_zone);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(t);
  }, []);
  // `at` lets a tap check the window at the tap itself rather than at the last tick.
  return useCallback(
    (maintain: string | null | undefined, at: number = now) => isInMaintenance(maintain, at, tz),
    [now, tz],
  );
}
