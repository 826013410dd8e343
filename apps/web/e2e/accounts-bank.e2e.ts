import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { baseURL, describeE2E, launch, phone } from './browser';
import { loginViaUi, registerViaApi, waitForRateBudget } from './accounts-helpers';

const auth = (token: string) => ({ authorization: token, token });
const FUND = '2468';

/** Types the 4-digit code into the withdrawal-password modal and confirms. */
async function enterFundPassword(page: Page, code: string) {
  const modal = page.getByRole('dialog', { name: '请输入资金密码' });
  await modal.locator('.adm-passcode-input').click();
  // The modal keeps a refused entry; clear it before typing again.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type(code);
  await modal.getByRole('button', { name: '确认', exact: true }).click();
}

describeE2E('accounts: bank cards behind the fund password, bonus centre', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => waitForRateBudget(baseURL()), 90_000);

  it('binds and removes a card with the fund password, and lists the sign-up gift in 福利中心', async () => {
    const { context, page } = await phone(browser);
    const user = await registerViaApi(page.request);
    const set = await page.request.post('/app-api/api/user/updateFundPwd', {
      form: { fundPwd: FUND, confirmFundPwd: FUND, password: user.password },
      headers: auth(user.token),
    });
    expect(((await set.json()) as { success: boolean }).success).toBe(true);
    await loginViaUi(page, user.account, user.password);

    await page.goto('/account-list');
    await page.getByText('暂未绑定银行卡').waitFor();
    await page.getByRole('button', { name: '添加银行卡' }).click();
    await page.waitForURL('**/update-account');
    await page.getByPlaceholder('请输入开户人姓名').fill('张伟');
    await page.getByPlaceholder('如：中国工商银行').fill('中国银行');
    await page.getByPlaceholder('请输入12-19位银行卡号').fill('6216600000001234');
    await page.getByRole('button', { name: '确认绑定' }).click();
    await enterFundPassword(page, '1111');
    await page.getByText('交易密码输入错误！').waitFor();
    await enterFundPassword(page, FUND);
    await page.getByText('绑定成功').waitFor();
    await page.waitForURL('**/account-list');
    const card = page.getByTestId('bank-card');
    await card.getByText('**** **** **** 1234').waitFor();

    await card.getByRole('button', { name: '删除' }).click();
    await page.getByText('确定删除该银行卡吗？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await enterFundPassword(page, FUND);
    await page.getByText('删除成功').waitFor();
    await page.getByText('暂未绑定银行卡').waitFor();
    // Logging in ended the registration session, so the page's own token speaks for the member.
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const banks = await page.request.get('/app-api/api/user/banks', { headers: auth(token) });
    expect(((await banks.json()) as { data: unknown[] }).data).toHaveLength(0);

    // A new member's only bonus is the sign-up gift, when the company gives one.
    const gifts = await page.request.get('/app-api/api/bills?billType=17', { headers: auth(token) });
    const giftCount = ((await gifts.json()) as { data: { totalCount: number } }).data.totalCount;
    await page.goto('/bonus-center');
    if (giftCount > 0) await page.getByText('注册赠送').waitFor();
    else await page.getByText('暂无福利活动，敬请期待').waitFor();
    await context.close();
  });
});
