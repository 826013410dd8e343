import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@sixmark/shared';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';

let t: TestApp;
let trial: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  trial = await createUser(t.app, { type: 'TEST', money: 2_000_000 });
});
afterAll(async () => {
  await t.close();
});

// Every money call, each with input that would fail its own validation.
const calls: { name: string; method: 'GET' | 'POST'; url: string; payload?: string; type?: string }[] = [
  { name: 'withdraw (bound card)', method: 'POST', url: '/app-api/api/userWithdraw/save/v2', payload: '{"amount":"abc","cashPassword":1}' },
  { name: 'withdraw (free card)', method: 'POST', url: '/app-api/api/userWithdraw/save/free-bank', payload: '{"amount":-5}' },
  { name: 'recharge', method: 'POST', url: '/app-api/api/recharge/create', payload: '{"amount":"0x10","channelId":"x"}' },
  { name: 'recharge paid', method: 'POST', url: '/app-api/api/recharge/order/%00%00/paid' },
  { name: 'transfer', method: 'POST', url: '/app-api/api/wallet/transfer', payload: '{"amount":true,"direction":"sideways"}' },
  { name: 'bank card list', method: 'GET', url: '/app-api/api/user/banks' },
  { name: 'bank card save', method: 'POST', url: '/app-api/api/user/updateBank', payload: '{"cardNo":123}' },
  { name: 'bank card remove', method: 'POST', url: '/app-api/api/user/removeBank', payload: '{"id":"x"}' },
  { name: 'fund password set', method: 'POST', url: '/app-api/api/user/updateFundPwd', payload: '{"fundPwd":123456789012}' },
  { name: 'fund password check', method: 'POST', url: '/app-api/v/user/check/cashPassword', payload: '{"cashPassword":5}' },
  { name: 'malformed JSON', method: 'POST', url: '/app-api/api/userWithdraw/save/v2', payload: '{"amount":' },
];

describe('trial accounts on money calls', () => {
  it.each(calls)('$name: answers the trial refusal before any input error', async (call) => {
    const res = await t.app.inject({
      method: call.method,
      url: call.url,
      headers: { ...trial.headers, ...(call.payload ? { 'content-type': 'application/json' } : {}) },
      ...(call.payload ? { payload: call.payload } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'UC/TRIAL_FORBIDDEN', msg: msg.trialForbidden });
  });

  it('still answers input errors to a formal member', async () => {
    const member = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/userWithdraw/save/v2',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{"amount":"abc"}',
    });
    expect(res.statusCode).toBe(400);
  });
});
