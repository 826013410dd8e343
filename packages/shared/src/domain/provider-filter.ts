/**
 * The game center's provider picker (spec 1 §4 Provider filter): a multi-select whose special
 * entry `all_provider` means "every provider". Choosing 'all' clears the others; choosing a
 * specific provider clears 'all'; deselecting everything returns to 'all'. Reset restores the
 * state the drawer opened with; done applies the draft. Changing category resets to 'all'.
 * Pure functions over the selected codes, used by the web drawer and by the server's
 * `liveCode` list filter ({@link providerCodesToQuery}).
 */

export const ALL_PROVIDER = 'all_provider';

/** A selection: either exactly [ALL_PROVIDER] or a non-empty list of specific live codes. */
export type ProviderSelection = readonly string[];

export const initialProviderSelection = (): ProviderSelection => [ALL_PROVIDER];

/** The selection after the member taps `code` in the drawer. */
export function toggleProvider(selection: ProviderSelection, code: string): ProviderSelection {
  if (code === ALL_PROVIDER) return [ALL_PROVIDER];
  const specific = selection.filter((c) => c !== ALL_PROVIDER);
  const next = specific.includes(code) ? specific.filter((c) => c !== code) : [...specific, code];
  return next.length === 0 ? [ALL_PROVIDER] : next;
}

/** Whether this selection means every provider. */
export const isAllProviders = (selection: ProviderSelection): boolean =>
  selection.length === 0 || selection.includes(ALL_PROVIDER);

/** The live codes to filter a list by, or null for no filter (all providers). */
export function providerCodesToQuery(selection: ProviderSelection): string[] | null {
  if (isAllProviders(selection)) return null;
  return [...new Set(selection)];
}

/** Whether a game of `liveCode` passes the selection. */
export const matchesProvider = (selection: ProviderSelection, liveCode: string): boolean =>
  isAllProviders(selection) || selection.includes(liveCode);

/**
 * The drawer's draft: `open` copies the applied selection, `reset` goes back to it, `done`
 * returns the draft to apply.
 */
export interface ProviderDrawerState {
  applied: ProviderSelection;
  draft: ProviderSelection;
}

export const openDrawer = (applied: ProviderSelection): ProviderDrawerState => ({ applied, draft: applied });
export const tapInDrawer = (s: ProviderDrawerState, code: string): ProviderDrawerState => ({
  ...s,
  draft: toggleProvider(s.draft, code),
});
export const resetDrawer = (s: ProviderDrawerState): ProviderDrawerState => ({ ...s, draft: s.applied });
export const doneDrawer = (s: ProviderDrawerState): ProviderSelection => s.draft;
