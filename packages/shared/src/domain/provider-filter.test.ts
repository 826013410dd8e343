import { describe, expect, it } from 'vitest';
import {
  ALL_PROVIDER,
  doneDrawer,
  initialProviderSelection,
  matchesProvider,
  openDrawer,
  providerCodesToQuery,
  resetDrawer,
  tapInDrawer,
  toggleProvider,
} from './provider-filter';

describe('provider filter (spec 1 §4)', () => {
  it('starts at all', () => {
    expect(initialProviderSelection()).toEqual([ALL_PROVIDER]);
    expect(providerCodesToQuery(initialProviderSelection())).toBeNull();
  });

  it('choosing a specific provider clears all; choosing all clears the others', () => {
    const a = toggleProvider([ALL_PROVIDER], 'AG');
    expect(a).toEqual(['AG']);
    const b = toggleProvider(a, 'SANDBOX');
    expect(b).toEqual(['AG', 'SANDBOX']);
    expect(toggleProvider(b, ALL_PROVIDER)).toEqual([ALL_PROVIDER]);
  });

  it('deselecting everything returns to all', () => {
    expect(toggleProvider(['AG'], 'AG')).toEqual([ALL_PROVIDER]);
    expect(toggleProvider(['AG', 'KY'], 'AG')).toEqual(['KY']);
  });

  it('reset restores the state the drawer opened with; done applies the draft', () => {
    let s = openDrawer(['KY']);
    s = tapInDrawer(s, 'AG');
    expect(s.draft).toEqual(['KY', 'AG']);
    expect(resetDrawer(s).draft).toEqual(['KY']);
    expect(doneDrawer(s)).toEqual(['KY', 'AG']);
  });

  it('filters games by live code', () => {
    expect(matchesProvider(['AG'], 'AG')).toBe(true);
    expect(matchesProvider(['AG'], 'KY')).toBe(false);
    expect(matchesProvider([ALL_PROVIDER], 'KY')).toBe(true);
    expect(providerCodesToQuery(['AG', 'AG', 'KY'])).toEqual(['AG', 'KY']);
  });
});
