import { screen } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_EVENTS, onAppEvent } from './app-events';
import { CASH_PASSWORD_ERROR_TEXT, handleApiError } from './error-catalogue';
import { ABORTED, ApiError } from './http';
import { registerNavigate, registerReload } from './navigation';
import { getToken, setTokens } from './session';

const err = (code: string, status: number, message = '') => new ApiError(code, message, status);

describe('error catalogue', () => {
  const navigate = vi.fn();
  const reload = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    reload.mockReset();
    registerNavigate(navigate);
    registerReload(reload);
    setTokens('tok', 'chat');
  });
  afterEach(() => {
    Toast.clear();
    vi.useRealTimers();
  });

  it('HTTP 401: shows the server message, logs out and goes to login', async () => {
    handleApiError(err('UC/UNAUTHORIZED', 401, '请先登录'), '/api/user/money/check');
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', undefined);
  });

  it('UC/LOGIN_ELSEWHERE: toast 您的账号已在其他设备登录 for 1.5 s, then clears tokens and reloads', async () => {
    vi.useFakeTimers();
    const show = vi.spyOn(Toast, 'show');
    handleApiError(err('UC/LOGIN_ELSEWHERE', 401, 'x'), '/api/user/info');
    expect(show).toHaveBeenCalledWith({ content: '您的账号已在其他设备登录', duration: 1500 });
    show.mockRestore();
    expect(getToken()).toBe('tok');
    vi.advanceTimersByTime(1499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(getToken()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('UC/LOGIN_ELSEWHERE from several calls at once: one toast and one reload', () => {
    vi.useFakeTimers();
    const show = vi.spyOn(Toast, 'show');
    handleApiError(err('UC/LOGIN_ELSEWHERE', 401, 'x'), '/api/user/info');
    handleApiError(err('UC/LOGIN_ELSEWHERE', 401, 'x'), '/api/user/money/check');
    expect(show).toHaveBeenCalledTimes(1);
    show.mockRestore();
    vi.advanceTimersByTime(1500);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('UC/TOKEN_INVALID (400): clears tokens and goes to login', () => {
    handleApiError(err('UC/TOKEN_INVALID', 400), '/api/user/money/check');
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', undefined);
  });

  it.each(['/api/user/info', '/api/user/status?x=1'])('UC/TOKEN_INVALID on %s only clears tokens', (url) => {
    handleApiError(err('UC/TOKEN_INVALID', 400), url);
    expect(getToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('UC/CASH_PASSWORD opens the withdrawal-password modal through openCashPasswordModal', () => {
    const listener = vi.fn();
    const off = onAppEvent(APP_EVENTS.openCashPasswordModal, listener);
    handleApiError(err('UC/CASH_PASSWORD', 400, '请输入资金密码'), '/api/userWithdraw/save/v2');
    off();
    expect(listener).toHaveBeenCalledWith({ message: '请输入资金密码' });
    expect(getToken()).toBe('tok');
  });

  it('UC/CASH_PASSWORD_NULL goes to /password-withdraw-money', () => {
    handleApiError(err('UC/CASH_PASSWORD_NULL', 400), '/api/userWithdraw/save/v2');
    expect(navigate).toHaveBeenCalledWith('/password-withdraw-money', undefined);
  });

  it('UC/CASH_PASSWORD_ERROR shows 交易密码输入错误！', async () => {
    handleApiError(err('UC/CASH_PASSWORD_ERROR', 400, 'server text'), '/v/user/check/cashPassword');
    expect(await screen.findByText(CASH_PASSWORD_ERROR_TEXT)).toBeInTheDocument();
    expect(CASH_PASSWORD_ERROR_TEXT).toBe('交易密码输入错误！');
  });

  it('other failures show the server message for 1.5 s', async () => {
    const show = vi.spyOn(Toast, 'show');
    handleApiError(err('SYS/BAD_REQUEST', 400, '参数「account」不正确'), '/x');
    expect(show).toHaveBeenCalledWith({ content: '参数「account」不正确', duration: 1500 });
    show.mockRestore();
    expect(await screen.findByText('参数「account」不正确')).toBeInTheDocument();
  });

  it('other failures without a message show 系统错误，请重试', async () => {
    const show = vi.spyOn(Toast, 'show');
    handleApiError(err('HTTP/500', 500, ''), '/x');
    expect(show).toHaveBeenCalledWith({ content: '系统错误，请重试', duration: 1500 });
    show.mockRestore();
    expect(await screen.findByText('系统错误，请重试')).toBeInTheDocument();
  });

  it('chat calls answered 405 show 聊天室暂不可用 and go home', async () => {
    const show = vi.spyOn(Toast, 'show');
    handleApiError(err('HTTP/405', 405), '/chat-api/room/list', { chat: true });
    expect(show).toHaveBeenCalledWith({ content: '聊天室暂不可用', duration: 500 });
    show.mockRestore();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('chat calls answered 403 clear tokens and go to login', () => {
    handleApiError(err('HTTP/403', 403), '/chat-api/room/list', { chat: true });
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', undefined);
  });

  it('ignores aborted duplicates', () => {
    handleApiError(err(ABORTED, 0, '请求已取消'), '/x');
    expect(screen.queryByText('请求已取消')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
