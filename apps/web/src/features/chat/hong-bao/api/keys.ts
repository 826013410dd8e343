/** Query keys of the red packet pages, in one place so mutations invalidate the same keys. */
export const HONGBAO_KEYS = {
  config: 'hongbao-config',
  detail: 'hongbao-detail',
  history: 'hongbao-history',
} as const;

/** History rows per page (the server allows up to HONGBAO_LIMITS.historyMaxRows). */
export const HONGBAO_PAGE_ROWS = 20;
