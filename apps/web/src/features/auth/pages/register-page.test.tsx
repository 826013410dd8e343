import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '@/test/fixtures';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import RegisterPage from './register-page';

const FLAGS = {
  account: 1,
  password: 1,
  email: 1,
  phone: 0,
  vCode: 1,
  userAccountMessage: '请输入6-15位字母或数字，字母开头',
  wechatPlaceholder: '请输入微信号',
  sendMenoy: 18,
};

const api = (limit: () => unknown, extra: Record<string, unknown> = {}) =>
  mockApi({
    '/sys-upload/data/json/limit/register_limit.json': () => ({ body: limit() }),
    '/sys-upload/data/json/config.json': { body: { system_config: [], api_external: { captcha_id: '' }, sys_config: { time_zone: 'Asia/Shanghai' } } },
    '/sys-upload/data/json/company/ttl.json': { body: { name: '六合宝典', logoUrl: '' } },
    ...(extra as Record<string, { body: unknown }>),
  });

const open = (at = '/auth/register') =>
  renderPage(<RegisterPage />, { path: '/auth/register', at, extra: [{ path: '/profile', text: '我的页面' }] });

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder);

async function fillBasics(user: ReturnType<typeof userEvent.setup>, account = 'newuser1', password = 'Abcdef12') {
  await user.type(await screen.findByPlaceholderText('请输入6-15位字母或数字，字母开头'), account);
  await user.type(field('请输入8-20位字母和数字'), password);
  await user.type(field('请再次输入登录密码'), password);
}

describe('registration page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows only the fields the server flags, the gift note and the promotion code from ?code=', async () => {
    api(() => ({ ...FLAGS, intrCode: 0 }));
    open('/auth/register?code=AG1234');
    expect(await screen.findByText('新用户注册即送18元')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入邮箱地址')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入手机号码')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入推广码')).toHaveValue('AG1234');
    expect(screen.queryByPlaceholderText('请输入您的真实姓名')).toBeNull();
    expect(screen.queryByPlaceholderText('请输入QQ号码')).toBeNull();
    expect(screen.getByAltText('验证码图片').getAttribute('src')).toMatch(/^\/app-api\/v\/vCode\?m=reg&t=\d+&clientId=\w+$/);
  });

  it('counts the visit of a promotion link once, and not without a code', async () => {
    const calls = api(() => ({ ...FLAGS, intrCode: 0 }), {
      '/app-api/api/spreadInfo/getAgentInfoByCode': ok({ id: 3, code: 'AG1234', userType: 'member' }),
    });
    open('/auth/register?code=AG1234');
    await screen.findByText('新用户注册即送18元');
    await waitFor(() => expect(calls.calls.filter((c) => c.path === '/app-api/api/spreadInfo/getAgentInfoByCode')).toHaveLength(1));
    expect(calls.calls.find((c) => c.path === '/app-api/api/spreadInfo/getAgentInfoByCode')!.url.searchParams.get('code')).toBe('AG1234');
  });

  it('asks for no agent without ?code=', async () => {
    const calls = api(() => FLAGS);
    open();
    await screen.findByText('新用户注册即送18元');
    expect(calls.calls.some((c) => c.path === '/app-api/api/spreadInfo/getAgentInfoByCode')).toBe(false);
  });

  it('shows only the first error, as a 3 s toast, with the spec text', async () => {
    const calls = api(() => FLAGS);
    const toast = vi.spyOn(Toast, 'show');
    open();
    const user = userEvent.setup();
    await fillBasics(user, '1abc');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(toast).toHaveBeenLastCalledWith({ content: '用户名必须是字母开头的6-15位的字母或者数字', duration: 3000 });

    await user.clear(field('请输入6-15位字母或数字，字母开头'));
    await user.type(field('请输入6-15位字母或数字，字母开头'), 'newuser1');
    await user.click(screen.getByRole('button', { name: '注册' }));
    // Email is required by the flags and empty.
    expect(toast).toHaveBeenLastCalledWith({ content: '邮箱地址不能为空', duration: 3000 });

    await user.type(field('请输入邮箱地址'), 'a@b.cn');
    await user.type(field('请输入手机号码'), '123');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(toast).toHaveBeenLastCalledWith({ content: '手机号码填写错误', duration: 3000 });
    expect(calls.calls.some((c) => c.path === '/app-api/v/user/reg')).toBe(false);
  });

  it('refuses mismatched confirmation with 登录密码与确认密码不一致', async () => {
    api(() => FLAGS);
    const toast = vi.spyOn(Toast, 'show');
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('请输入6-15位字母或数字，字母开头'), 'newuser1');
    await user.type(field('请输入8-20位字母和数字'), 'Abcdef12');
    await user.type(field('请再次输入登录密码'), 'Abcdef13');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(toast).toHaveBeenLastCalledWith({ content: '登录密码与确认密码不一致', duration: 3000 });
  });

  it('rebuilds the form with 操作超时！请再试试 when the rules changed on the server', async () => {
    let limit: Record<string, unknown> = { ...FLAGS, email: 0 };
    const calls = api(() => limit);
    const toast = vi.spyOn(Toast, 'show');
    open();
    const user = userEvent.setup();
    await fillBasics(user);
    await user.type(field('请输入验证码'), 'abcd');
    expect(screen.queryByPlaceholderText('请输入QQ号码')).toBeNull();
    limit = { ...FLAGS, email: 0, qq: 1 };
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ content: '操作超时！请再试试', duration: 3000 }));
    expect(await screen.findByPlaceholderText('请输入QQ号码')).toBeInTheDocument();
    expect(calls.calls.some((c) => c.path === '/app-api/v/user/reg')).toBe(false);
  });

  it('registers: stores tokens, 注册成功! for 2 s, then /profile', async () => {
    const calls = api(() => ({ ...FLAGS, email: 0 }), {
      '/app-api/v/user/reg': ok({ token: 'reg-tok', tokenChat: 'reg-chat' }),
      '/app-api/api/user/info': ok(makeProfile({ userInfo: { account: 'newuser1' }, extInfo: { money: 18 } })),
    });
    const toast = vi.spyOn(Toast, 'show');
    const { router } = open('/auth/register?code=AG1');
    const user = userEvent.setup();
    await fillBasics(user);
    await user.type(field('请输入验证码'), 'abcd');
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(toast).toHaveBeenCalledWith({ content: '注册成功!', duration: 2000 });
    expect(localStorage.getItem('token')).toBe('reg-tok');
    const form = calls.calls.find((c) => c.path === '/app-api/v/user/reg')!.form;
    expect(form.get('account')).toBe('newuser1');
    expect(form.get('confirmPassword')).toBe('Abcdef12');
    expect(form.get('vCode')).toBe('abcd');
    expect(form.get('clientId')).toBeTruthy();
  });

  it('shows the server message for 3 s and clears the captcha on failure', async () => {
    api(() => ({ ...FLAGS, email: 0 }), { '/app-api/v/user/reg': fail('UC/INTR_CODE_MISSING', '推广码不存在') });
    const toast = vi.spyOn(Toast, 'show');
    open();
    const user = userEvent.setup();
    await fillBasics(user);
    await user.type(field('请输入验证码'), 'abcd');
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ content: '推广码不存在', duration: 3000 }));
    expect(field('请输入验证码')).toHaveValue('');
  });
});
