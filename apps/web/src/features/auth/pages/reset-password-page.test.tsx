import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import ResetPasswordPage from './reset-password-page';

const open = () => renderPage(<ResetPasswordPage />, { path: '/reset-password', extra: [{ path: '/auth/login', text: '登录页' }] });
const submitButton = () => screen.getByRole('button', { name: '确认修改' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByPlaceholderText('请输入账号'), 'demo01');
  await user.type(screen.getByPlaceholderText('请输入原登录密码'), 'Demo12345');
  await user.type(screen.getByPlaceholderText('8-25位，含大小写字母和数字'), 'Newpass123');
  await user.type(screen.getByPlaceholderText('请再次输入新密码'), 'Newpass123');
}

describe('reset password page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('sends the passwords in the form body, never in the URL', async () => {
    const api = mockApi({ '/app-api/api/user/updatePasswordByAccount': ok({ relogin: true }) });
    const { router } = open();
    const user = userEvent.setup();
    await fill(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    const call = api.calls.find((c) => c.path === '/app-api/api/user/updatePasswordByAccount')!;
    expect(call.url.search).toBe('');
    expect(call.form.get('oldPassword')).toBe('Demo12345');
    expect(call.form.get('newPassword')).toBe('Newpass123');
    expect(call.form.get('clientId')).toBeTruthy();
  });

  it('shows the captcha once the server asks for it and sends the answer with the client id', async () => {
    let answer: { status?: number; body: unknown } = fail('UC/VCODE_REQUIRED', '请输入验证码');
    const api = mockApi({ '/app-api/api/user/updatePasswordByAccount': () => answer });
    const { router } = open();
    const user = userEvent.setup();
    await fill(user);
    expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull();
    await user.click(submitButton());
    const code = await screen.findByPlaceholderText('请输入验证码');
    expect(screen.getByAltText('验证码图片')).toBeInTheDocument();
    // Without a code the button waits.
    expect(submitButton()).toBeDisabled();
    answer = ok({ relogin: true });
    await user.type(code, 'ab12');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    const calls = api.calls.filter((c) => c.path === '/app-api/api/user/updatePasswordByAccount');
    expect(calls.at(-1)!.form.get('valiCode')).toBe('ab12');
    expect(calls.at(-1)!.form.get('clientId')).toBe(calls[0]!.form.get('clientId'));
  });
});
