import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ErrorCode, errorMessage, errorSpec, errorStatus } from './error-codes';

describe('error catalogue', () => {
  it('keeps the exact codes the specs name (spec 1 §8)', () => {
    expect(ErrorCode.TOKEN_INVALID).toBe('UC/TOKEN_INVALID');
    expect(ErrorCode.CASH_PASSWORD).toBe('UC/CASH_PASSWORD');
    expect(ErrorCode.CASH_PASSWORD_NULL).toBe('UC/CASH_PASSWORD_NULL');
    expect(ErrorCode.CASH_PASSWORD_ERROR).toBe('UC/CASH_PASSWORD_ERROR');
    expect(ErrorCode.RESET_PASSWORD).toBe('UC/RESET_PASSWORD');
    expect(ErrorCode.LIVE_MAINTENANCE).toBe('LIVE/maintenance');
    expect(ErrorCode.USER_IN_BLACKLIST).toBe('USER_IN_BLACKLIST');
    expect(ErrorCode.LIVE_BLACK_USER).toBe('LIVE/BLACK_USER');
    expect(ErrorCode.ACCOUNT_STATE_ERROR).toBe('UC/ACCOUNT_STATE_ERROR');
    expect(ErrorCode.KY_IN_GAME).toBe('KY/0');
    expect(ErrorCode.OK).toBe('OK');
  });

  it('gives the spec texts for the codes whose message the spec fixes', () => {
    expect(errorMessage(ErrorCode.CASH_PASSWORD_ERROR)).toBe('交易密码输入错误！');
    expect(errorMessage(ErrorCode.TRIAL_FORBIDDEN)).toBe('试玩账户无法进行该操作，请注册正式账户!');
    expect(errorMessage(ErrorCode.VOTE_REPEAT)).toBe('您已经投票过了！');
    expect(errorMessage(ErrorCode.VOTE_NO_OPTION)).toBe('请先选择投票内容！');
    // UC/TOKEN_INVALID travels with status 400 (spec 1 §8), so the web can tell it from a 401.
    expect(errorStatus(ErrorCode.TOKEN_INVALID)).toBe(400);
    expect(errorStatus(ErrorCode.UNAUTHORIZED)).toBe(401);
  });

  it('lists every code once, each with an error status and a Chinese message', () => {
    const codes = ERROR_CATALOGUE.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of ERROR_CATALOGUE) {
      expect(e.status, e.code).toBeGreaterThanOrEqual(400);
      expect(e.status, e.code).toBeLessThan(600);
      expect(e.message, e.code).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('maps every named code to its catalogue entry and knows nothing else', () => {
    for (const [name, code] of Object.entries(ErrorCode)) {
      if (name === 'OK') continue;
      expect(errorSpec(code)?.code, name).toBe(code);
    }
    expect(errorSpec('OK')).toBeUndefined();
    expect(errorSpec('NOPE/UNKNOWN')).toBeUndefined();
  });
});
