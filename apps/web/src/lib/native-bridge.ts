/**
 * The mobile-app build talks to its native shell for registration and token exchange
 * (spec 1 §4). The browser build installs no bridge, so `getNativeBridge()` is null there and
 * callers use the HTTP calls instead.
 */

/** What the native side answers to a register or token-exchange call. */
export interface NativeAuthResult {
  token: string;
  tokenChat: string;
  /** Native status: truthy / 'success' when the call went through. */
  status?: number | string | boolean;
  message?: string;
}

/** The interface a native shell injects; every method may take its time, we bound it. */
export interface NativeBridge {
  register(form: Record<string, string>): Promise<NativeAuthResult>;
  exchangeToken(token: string): Promise<NativeAuthResult>;
}

/** Spec 1 §4/§9: the native register and the app login give up after 30 s. */
export const NATIVE_TIMEOUT_MS = 30_000;
export const NATIVE_TIMEOUT_MESSAGE = '登录超时，请重新试下！';

export class NativeBridgeTimeoutError extends Error {
  constructor() {
    super(NATIVE_TIMEOUT_MESSAGE);
    this.name = 'NativeBridgeTimeoutError';
  }
}

declare global {
  interface Window {
    /** Set by the native shell's web view before the app starts. */
    sixmarkNative?: NativeBridge;
  }
}

let installed: NativeBridge | null | undefined;

/** Tests and the app shell may install a bridge explicitly; `null` forces the browser path. */
export function setNativeBridge(bridge: NativeBridge | null | undefined): void {
  installed = bridge;
}

/** The native bridge of the mobile-app build, or null in a plain browser. */
export function getNativeBridge(): NativeBridge | null {
  if (installed !== undefined) return installed;
  return (typeof window !== 'undefined' && window.sixmarkNative) || null;
}

/** Rejects with the spec's time-out message when `promise` takes longer than `ms`. */
export function withNativeTimeout<T>(promise: Promise<T>, ms = NATIVE_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new NativeBridgeTimeoutError()), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

const succeeded = (r: NativeAuthResult) =>
  !!r.token && (r.status === undefined || r.status === true || r.status === 1 || r.status === 'success' || r.status === 200);

async function call(run: (b: NativeBridge) => Promise<NativeAuthResult>): Promise<NativeAuthResult> {
  const bridge = getNativeBridge();
  if (!bridge) throw new Error('native bridge is not available');
  const result = await withNativeTimeout(run(bridge));
  if (!succeeded(result)) throw new Error(result.message || '操作失败');
  return result;
}

/** Registers through the native shell (30 s limit). */
export const nativeRegister = (form: Record<string, string>) => call((b) => b.register(form));

/** Exchanges the web token for the native session's tokens (30 s limit). */
export const nativeExchangeToken = (token: string) => call((b) => b.exchangeToken(token));
