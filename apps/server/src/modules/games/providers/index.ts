import { sandboxProvider } from './sandbox';
import type { GameProvider } from './types';

export type { GameProvider, LaunchContext, ProviderBetRecord, TransferContext } from './types';
export { SANDBOX_DT_PAGE } from './sandbox';

/**
 * The provider adapters this server can launch, by live code. A catalogue provider without an
 * adapter (the demo's AG, KY, …) shows its games but answers GAME/PROVIDER_UNAVAILABLE on launch.
 * A real aggregator adds one line here.
 */
export function createProviders(opts: { launchSecret: string }): Map<string, GameProvider> {
  const all: GameProvider[] = [sandboxProvider(opts.launchSecret)];
  return new Map(all.map((p) => [p.liveCode, p]));
}
