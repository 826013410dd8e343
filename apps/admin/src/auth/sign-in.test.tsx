import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN_HEADER, type OperatorMe, type OperatorRole } from '@sixmark/shared';
import { mockApi, operatorMe, renderConsole } from '@admin/test/render';

const operator = (role: OperatorRole, extra: Partial<OperatorMe> = {}): OperatorMe => operatorMe(role, { id: 7, name: 'ops7', ...extra });
const dashboard = {
  timeZone: 'Asia/Shanghai',
  today: { day: '2026-11-23', registrations: 3, activeUsers: 5, deposits: 100, depositCount: 1, withdrawals: 0, withdrawalCount: 0, bets: 50, betCount: 2, payouts: 10, ggr: 40 },
  trend: [],
  onlineUsers: 2,
  pendingReviews: { recharges: 1, withdrawals: 4, adjustRequests: 0 },
};

describe('sign-in', () => {
  it('asks for the TOTP code when the server requires it, then signs in with password + code and keeps the token', async () => {
    const calls = mockApi({
      'POST /admin/auth/sign-in': (b) =>
        (b as { totp?: string }).totp === '123456'
          ? { data: { token: 'tok-1', expiresAt: '2026-11-23T23:00:00Z', operator: operator('finance') } }
          : (b as { totp?: string }).totp
            ? { status: 401, code: 'OP/TOTP_INVALID', msg: '动态验证码错误' }
            : { status: 401, code: 'OP/TOTP_REQUIRED', msg: '请输入动态验证码' },
      'GET /admin/dashboard': () => ({ data: dashboard }),
      'GET /admin/withdraw/orders': () => ({ data: { data: [], totalCount: 0 } }),
    });
    const user = userEvent.setup();
    renderConsole('/');
    await user.type(screen.getByLabelText('账号'), 'ops7');
    await user.type(screen.getByLabelText('密码'), 'secret-password');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    const code = await screen.findByLabelText('动态验证码');
    expect(calls[0]!.body).toEqual({ name: 'ops7', password: 'secret-password' });

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('动态验证码错误')).toBeInTheDocument();

    await user.type(screen.getByLabelText('动态验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByTestId('operator-name')).toHaveTextContent('ops7');
    expect(calls.find((c) => (c.body as { totp?: string } | undefined)?.totp === '123456')?.body).toEqual({ name: 'ops7', password: 'secret-password', totp: '123456' });
    expect(sessionStorage.getItem('sixmark.operator.token')).toBe('tok-1');
    // Later calls carry the session header.
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/app-api/admin/dashboard') && c.headers[OPERATOR_TOKEN_HEADER] === 'tok-1')).toBe(true));
  });

  it('goes back to sign-in with a notice when the session has expired', async () => {
    sessionStorage.setItem('sixmark.operator.token', 'tok-old');
    let expired = false;
    mockApi({
      'GET /admin/auth/me': () => ({ data: operator('read_only') }),
      'GET /admin/dashboard': () => (expired ? { status: 401, code: 'OP/SESSION_INVALID', msg: '登录已失效，请重新登录' } : { data: dashboard }),
    });
    expired = true;
    renderConsole('/dashboard');
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
    expect(screen.getByLabelText('账号')).toBeInTheDocument();
    expect(sessionStorage.getItem('sixmark.operator.token')).toBeNull();
  });

  it('signs out: the session is revoked on the server and the sign-in form is back', async () => {
    sessionStorage.setItem('sixmark.operator.token', 'tok-2');
    const calls = mockApi({
      'GET /admin/auth/me': () => ({ data: operator('read_only') }),
      'GET /admin/dashboard': () => ({ data: dashboard }),
      'POST /admin/auth/sign-out': () => ({ data: null }),
    });
    const user = userEvent.setup();
    renderConsole('/dashboard');
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/app-api/admin/auth/sign-out' && c.headers[OPERATOR_TOKEN_HEADER] === 'tok-2')).toBe(true);
    expect(sessionStorage.getItem('sixmark.operator.token')).toBeNull();
  });
});

describe('TOTP enrolment', () => {
  it('an operator who must enrol sees the QR code and the secret, and confirms with a code', async () => {
    sessionStorage.setItem('sixmark.operator.token', 'tok-3');
    const calls = mockApi({
      'GET /admin/auth/me': () => ({ data: operator('content', { totpEnabled: false, mustEnrolTotp: true }) }),
      'POST /admin/auth/totp/enrol': () => ({
        data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/sixmark:ops7?secret=JBSWY3DPEHPK3PXP&issuer=sixmark&algorithm=SHA1&digits=6&period=30' },
      }),
      'POST /admin/auth/totp/confirm': (b) =>
        (b as { code: string }).code === '654321' ? { data: operator('content') } : { status: 401, code: 'OP/TOTP_INVALID', msg: '动态验证码错误' },
      'GET /admin/dashboard': () => ({ data: dashboard }),
    });
    const user = userEvent.setup();
    renderConsole('/');
    expect(await screen.findByText(/要求每个运营账号绑定动态验证码/)).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: '生成绑定二维码' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await waitFor(() => expect(screen.getByAltText('两步验证二维码').getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    await user.type(screen.getByLabelText('动态验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByTestId('operator-name')).toHaveTextContent('ops7');
    expect(calls.find((c) => c.url.endsWith('/totp/confirm'))?.body).toEqual({ code: '654321' });
  });
});
