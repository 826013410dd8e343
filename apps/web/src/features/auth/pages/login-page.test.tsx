import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '@/test/fixtures';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import { forgetStoredPassword } from '../lib/remember';
import LoginPage from './login-page';

const settings = (vcodeStyle = '1') => ({
  body: {
    system_config: [
      { configKey: 'vcode_style', configValue: vcodeStyle },
      { configKey: 'online_service_url', configValue: 'https://service.example/chat' },
    ],
    api_external: { captcha_id: 'cap1' },
    sys_config: { time_zone: 'Asia/Shanghai' },
  },
});

const base = (loginVCode = 0) => ({
  '/sys-upload/data/json/config.json': settings(),
  '/sys-upload/data/json/company/ttl.json': { body: { name: '六合宝典', logoUrl: '/logo.svg', olUrl: '' } },
  '/sys-upload/data/json/limit/login_limit.json': { body: { vCode: loginVCode, failTimesForVCode: 5 } },
  '/app-api/v/user/loginLimit': ok({ vCode: loginVCode, failTimesForVCode: 5 }),
});

const show = () => vi.spyOn(Toast, 'show');
const open = () =>
  renderPage(<LoginPage />, {
    path: '/auth/login',
    extra: [
      { path: '/', text: '首页内容' },
      { path: '/profile', text: '我的页面' },
    ],
  });
const loginButton = () => screen.getByRole('button', { name: '登录' });

describe('login page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps the login button disabled until the trimmed account and the password are filled', async () => {
    mockApi(base());
    open();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByPlaceholderText('请输入账号')).toBeInTheDocument());
    expect(loginButton()).toBeDisabled();
    await user.type(screen.getByPlaceholderText('请输入账号'), '   ');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Demo12345');
    expect(loginButton()).toBeDisabled();
    await user.type(screen.getByPlaceholderText('请输入账号'), 'demo01');
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.clear(screen.getByPlaceholderText('请输入密码'));
    expect(loginButton()).toBeDisabled();
  });

  it('logs in, stores both tokens, says 登录成功 and goes home', async () => {
    const api = mockApi({ ...base(), '/app-api/v/user/login': ok({ token: 'tok-1', tokenChat: 'chat-1' }), '/app-api/api/user/info': ok(null) });
    const toast = show();
    const { router } = open();
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('请输入账号'), 'demo01');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Demo12345');
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('tokenChat')).toBe('chat-1');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: '登录成功' }));
    const sent = api.calls.find((c) => c.path === '/app-api/v/user/login')!.form;
    expect(sent.get('account')).toBe('demo01');
    expect(sent.get('version')).toBe('5.0.9');
    expect(sent.get('clientId')).toBeTruthy();
    // Not ticked: nothing is remembered.
    expect(localStorage.getItem('rememberAccount')).toBeNull();
  });

  it('asks for the captcha when required and refuses an empty code with 验证码不正确 for 2 s', async () => {
    const api = mockApi({ ...base(1), '/app-api/v/user/login': ok({ token: 't', tokenChat: 'c' }) });
    const toast = show();
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('请输入账号'), 'demo01');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Demo12345');
    const img = await screen.findByAltText('验证码图片');
    expect(img.getAttribute('src')).toMatch(/^\/app-api\/v\/vCode\?t=\d+&clientId=\w+$/);
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: '验证码不正确', duration: 2000 }));
    expect(api.calls.some((c) => c.path === '/app-api/v/user/login')).toBe(false);
    // Tapping the picture loads a new one.
    const before = img.getAttribute('src');
    await user.click(img);
    await waitFor(() => expect(screen.getByAltText('验证码图片').getAttribute('src')).not.toBe(before));
  });

  it('shows the server message for 3 s on failure and a captcha once the server wants one', async () => {
    const api = mockApi({ ...base(), '/app-api/v/user/login': fail('UC/VCODE_REQUIRED', '请输入验证码') });
    const toast = show();
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('请输入账号'), 'demo01');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'wrong');
    await waitFor(() => expect(loginButton()).toBeEnabled());
    const limitCallsBefore = api.calls.filter((c) => c.path.includes('login_limit')).length;
    await user.click(loginButton());
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: '请输入验证码', duration: 3000 })));
    expect(await screen.findByAltText('验证码图片')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.path.includes('login_limit')).length).toBeGreaterThan(limitCallsBefore));
  });

  it('opens the reset-password modal with the server message on UC/RESET_PASSWORD', async () => {
    mockApi({ ...base(), '/app-api/v/user/login': fail('UC/RESET_PASSWORD', '您的密码已被重置，请联系在线客服') });
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('请输入账号'), 'demo01');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Demo12345');
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    expect(await screen.findByText('您的密码已被重置，请联系在线客服')).toBeInTheDocument();
    // The dialog is still animating in, so click it directly.
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(opened).toHaveBeenCalledWith('https://service.example/chat', '_blank', 'noopener');
  });

  it('remembers the account name only, never the password, while 记住账号 is ticked', async () => {
    mockApi({ ...base(), '/app-api/v/user/login': ok({ token: 't', tokenChat: 'c' }), '/app-api/api/user/info': ok(null) });
    const first = open();
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('请输入账号'), 'demo01');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Demo12345');
    await user.click(screen.getByText('记住账号'));
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    expect(JSON.parse(localStorage.getItem('rememberAccount')!)).toEqual({ account: 'demo01' });
    // The password is nowhere in storage, under any key.
    for (const store of [localStorage, sessionStorage])
      for (let i = 0; i < store.length; i++) expect(store.getItem(store.key(i)!)).not.toContain('Demo12345');
    first.unmount();

    localStorage.removeItem('token');
    open();
    expect(await screen.findByPlaceholderText('请输入账号')).toHaveValue('demo01');
    expect(screen.getByPlaceholderText('请输入密码')).toHaveValue('');
    await user.click(screen.getByText('记住账号'));
    expect(localStorage.getItem('rememberAccount')).toBeNull();
  });

  it('drops a password an older version stored, keeping the account, at start-up', async () => {
    localStorage.setItem('rememberAccount', JSON.stringify({ account: 'demo01', password: 'Demo12345' }));
    forgetStoredPassword();
    expect(JSON.parse(localStorage.getItem('rememberAccount')!)).toEqual({ account: 'demo01' });
    mockApi(base());
    open();
    expect(await screen.findByPlaceholderText('请输入账号')).toHaveValue('demo01');
    expect(screen.getByPlaceholderText('请输入密码')).toHaveValue('');
    expect(screen.getByRole('checkbox')).toBeChecked();

    // Junk and password-only leftovers are removed outright.
    localStorage.setItem('rememberAccount', JSON.stringify({ password: 'x' }));
    forgetStoredPassword();
    expect(localStorage.getItem('rememberAccount')).toBeNull();
    localStorage.setItem('rememberAccount', 'not json');
    forgetStoredPassword();
    expect(localStorage.getItem('rememberAccount')).toBeNull();
  });

  it('opens a trial account with 立即试玩 and lands on /profile', async () => {
    mockApi({
      ...base(),
      '/app-api/v/user/regTest': ok({ token: 'trial-tok', tokenChat: 'trial-chat' }),
      '/app-api/api/user/info': ok(makeProfile({ userInfo: { account: 'test1', type: 'TEST' }, extInfo: { money: 2000 } })),
    });
    const { router } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '立即试玩' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(localStorage.getItem('token')).toBe('trial-tok');
  });
});
