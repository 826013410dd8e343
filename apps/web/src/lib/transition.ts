/**
 * Page transitions (spec 1 §2, spec 3 §2): four modes. A caller sets the mode right before it
 * navigates; otherwise a back/forward (POP) plays `back` and everything else `default`.
 */
export type TransitionMode = 'default' | 'back' | 'overlay-back' | 'none';

let pending: TransitionMode | null = null;

/** Sets the animation of the next navigation only. */
export const setTransition = (mode: TransitionMode) => {
  pending = mode;
};

/** Takes the mode for a navigation that just happened (and forgets the pending one). */
export function takeTransition(action: 'POP' | 'PUSH' | 'REPLACE'): TransitionMode {
  const mode = pending ?? (action === 'POP' ? 'back' : 'default');
  pending = null;
  return mode;
}

let lastKey: string | null = null;
let lastMode: TransitionMode = 'none';
/**
 * The mode of the navigation that produced `locationKey`; stable across re-renders of the same
 * location (React may render twice), taking the pending mode only once.
 */
export function transitionFor(locationKey: string, action: 'POP' | 'PUSH' | 'REPLACE'): TransitionMode {
  if (locationKey !== lastKey) {
    const mode = takeTransition(action);
    // The first screen of a visit appears under the start-up loader, so it does not slide.
    lastMode = lastKey === null ? 'none' : mode;
    lastKey = locationKey;
  }
  return lastMode;
}
