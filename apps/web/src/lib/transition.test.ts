import { describe, expect, it } from 'vitest';
import { setTransition, takeTransition, transitionFor } from './transition';

describe('page transitions', () => {
  it('plays default on a push, back on a pop, unless a mode was set for the next navigation', () => {
    expect(takeTransition('PUSH')).toBe('default');
    expect(takeTransition('POP')).toBe('back');
    setTransition('overlay-back');
    expect(takeTransition('PUSH')).toBe('overlay-back');
    expect(takeTransition('PUSH')).toBe('default');
    setTransition('none');
    expect(takeTransition('POP')).toBe('none');
  });

  it('gives one location one mode however often it renders; the first screen does not slide', () => {
    expect(transitionFor('k0', 'POP')).toBe('none');
    setTransition('overlay-back');
    expect(transitionFor('k1', 'PUSH')).toBe('overlay-back');
    expect(transitionFor('k1', 'PUSH')).toBe('overlay-back');
    expect(transitionFor('k2', 'POP')).toBe('back');
  });
});
