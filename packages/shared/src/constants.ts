/** Constants of the specs, in one documented table. */
export const APP_VERSION = '5.0.9';
/** Company code fixed at build time (spec 1 §1, spec 2 §9). */
export const DEFAULT_COMPANY_CODE = 'ttl';
/** System time zone default (ARCHITECTURE: Data). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
/**
 * Cookie the web sets while the visitor's first screen is not a guest's in 简体 (a member, or a
 * 繁體 reader): the server then sends its first-load pages without the guest's screen drawn in
 * them (docs/performance.md, "Eighth session"). A hint for the page's HTML, never a credential.
 */
export const OWN_SCREEN_COOKIE = 'sm_own';

export const GAME_ID = {
  macau: 70,
  taiwan: 90,
  liveStream: 110,
  luckyNiuNiu: 95,
  asiaLive: 200,
  hongKong: 1,
} as const;

export const TIMEOUTS = {
  requestMs: 20_000,
  chatRequestMs: 60_000,
  retryDelayMs: 100,
  configRetries: 3,
  heartbeatMs: 15_000,
  pongTimeoutMs: 15_000,
  chatReconnectMs: 3_000,
  gameReconnectMs: 1_000,
  gamePoolResetMs: 5_000,
  gameServerPool: 40,
  lotteryPollMs: 3_000,
  lotteryPollMaxMs: 300_000,
  sessionStorageExpirySec: 3600,
} as const;

export const UI = {
  bottomBarHeight: 70,
  chatIcon: { width: 70, height: 67, margin: 5, snapGap: 16 },
  backToTopHome: 3000,
  backToTop: 400,
  backToTopDurationMs: 450,
  balanceSpinnerMs: 500,
  gameClickLockMs: 100,
  debounceMs: 500,
} as const;

export const PAGE_SIZE = {
  template: 20,
  database: 100,
  gallery: 30,
  betList: 20,
  gameCenter: 30,
  loadMoreThresholdPx: 300,
} as const;

/** Date formats of the specs. */
export const DATE_FORMAT = 'YYYY/MM/DD';
export const DATE_TIME_FORMAT = 'YYYY/MM/DD HH:mm';
