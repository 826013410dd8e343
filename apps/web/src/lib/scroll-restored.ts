/**
 * Set on the root element while the page on screen was returned to at a saved position. Long
 * lists lay out only the rows near the screen (`content-visibility: auto`) and guess the height
 * of rows never drawn, so a saved position below rows of other heights would land on another
 * row: such a page is drawn in full instead (the CSS skips lazy layout under this mark). The app
 * sets it (app/scroll-restoration.ts); lists read it.
 */
export const RESTORED_ATTRIBUTE = 'data-scroll-restored';
