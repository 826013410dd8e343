import { ErrorCode, errorMessage, msg } from '@sixmark/shared';
import { APP_EVENTS, emitAppEvent } from './app-events';
import { ABORTED, setApiErrorHandler, type ApiError, type RequestOptions } from './http';
import { appNavigate, reloadPage } from './navigation';
import { clearTokens } from './session';
import { toast } from './toast';

export const LOGIN_PATH = '/auth/login';
export const CASH_PASSWORD_SETUP_PATH = '/password-withdraw-money';
/** Spec 1 §8 'transaction password entered incorrectly!'. */
export const CASH_PASSWORD_ERROR_TEXT = errorMessage(ErrorCode.CASH_PASSWORD_ERROR);

export const ERROR_TOAST_MS = 1500;
export const LOGIN_ELSEWHERE_TOAST_MS = 1500;
export const CHAT_UNAVAILABLE_TOAST_MS = 500;

/** Calls whose UC/TOKEN_INVALID only clears the tokens: they run on every page, even open ones. */
const SOFT_TOKEN_CALLS = ['/api/user/info', '/api/user/status'];
const isSoftTokenCall = (url: string) => SOFT_TOKEN_CALLS.some((p) => url.split('?')[0]!.endsWith(p));
/** Set while the login-elsewhere toast shows, before the reload. */
let leavingForLoginElsewhere = false;

/**
 * The error catalogue of spec 1 §8 and spec 3 §8, in one place. Every failed request that is
 * not `silent` lands here after its retries.
 */
export function handleApiError(error: ApiError, url: string, options: RequestOptions = {}): void {
  if (error.code === ABORTED) return;

  if (error.code === ErrorCode.LOGIN_ELSEWHERE) {
    // Several calls in flight all fail this way at once: one toast and one reload.
    if (leavingForLoginElsewhere) return;
    leavingForLoginElsewhere = true;
    // Spec 3 §4: the toast first, then the tokens go and the page reloads.
    toast.show(msg.loginElsewhere, LOGIN_ELSEWHERE_TOAST_MS);
    setTimeout(() => {
      leavingForLoginElsewhere = false;
      clearTokens();
      reloadPage();
    }, LOGIN_ELSEWHERE_TOAST_MS);
    return;
  }
  if (options.chat && error.status === 405) {
    toast.show(msg.chatUnavailable, CHAT_UNAVAILABLE_TOAST_MS);
    appNavigate('/', { replace: true });
    return;
  }
  if (options.chat && error.status === 403) {
    clearTokens();
    appNavigate(LOGIN_PATH);
    return;
  }
  if (error.status === 401) {
    toast.show(error.message || msg.tokenInvalid, ERROR_TOAST_MS);
    clearTokens();
    appNavigate(LOGIN_PATH);
    return;
  }
  switch (error.code) {
    case ErrorCode.TOKEN_INVALID:
      clearTokens();
      if (!isSoftTokenCall(url)) appNavigate(LOGIN_PATH);
      return;
    case ErrorCode.CASH_PASSWORD:
      emitAppEvent(APP_EVENTS.openCashPasswordModal, { message: error.message });
      return;
    case ErrorCode.CASH_PASSWORD_NULL:
      appNavigate(CASH_PASSWORD_SETUP_PATH);
      return;
    case ErrorCode.CASH_PASSWORD_ERROR:
      toast.show(CASH_PASSWORD_ERROR_TEXT, ERROR_TOAST_MS);
      return;
    default:
      toast.show(error.message || msg.systemError, ERROR_TOAST_MS);
  }
}

/** Installs the catalogue as the request layer's error handler (app start-up). */
export const installErrorCatalogue = () => setApiErrorHandler(handleApiError);
