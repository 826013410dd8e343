/**
 * The provider picker of spec 1 §4 (Provider filter): 'all' clears the others, a specific
 * provider clears 'all', deselecting everything returns to 'all'. The drawer edits a draft;
 * reset restores the applied selection, done applies the draft.
 */

/** The liveCode of the 'all providers' entry (spec 1 §3 Provider option). */
export const ALL_PROVIDERS = 'all_provider';

/** The applied (or drafted) selection: ['all_provider'] or one or more provider liveCodes. */
export type ProviderSelection = readonly string[];

export const ALL_SELECTION: ProviderSelection = [ALL_PROVIDERS];

/** The selection after tapping `liveCode` in the drawer. */
export function toggleProvider(selection: ProviderSelection, liveCode: string): ProviderSelection {
  if (liveCode === ALL_PROVIDERS) return ALL_SELECTION;
  const specific = selection.filter((c) => c !== ALL_PROVIDERS);
  const next = specific.includes(liveCode) ? specific.filter((c) => c !== liveCode) : [...specific, liveCode];
  return next.length === 0 ? ALL_SELECTION : next;
}

export const isAllProviders = (selection: ProviderSelection): boolean =>
  selection.length === 0 || selection.includes(ALL_PROVIDERS);

/** Whether a game of `liveCode` passes the selection. */
export const providerMatches = (selection: ProviderSelection, liveCode: string): boolean =>
  isAllProviders(selection) || selection.includes(liveCode);
