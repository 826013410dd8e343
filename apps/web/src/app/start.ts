import { env } from '@/config/env';
import { forgetStoredPassword } from '@/features/auth/lib/remember';
import { installErrorCatalogue } from '@/lib/error-catalogue';
import { startExpirySweeper } from '@/lib/expiring-storage';
import { appConfigQueryOptions, appSettingsQueryOptions, companyQueryOptions } from '@/lib/startup-config';
import { queryClient } from './providers';
import { installSessionSync } from './session-sync';

/** Start-up work that runs once before the first render. */
export function startApp(): void {
  forgetStoredPassword();
  installErrorCatalogue();
  startExpirySweeper();
  installSessionSync(queryClient);
  // Warm the configuration every screen reads; failures are only logged (spec 1 §8).
  void queryClient.prefetchQuery(appSettingsQueryOptions());
  void queryClient.prefetchQuery(appConfigQueryOptions());
  void queryClient.prefetchQuery(companyQueryOptions(env.companyCode));
}
