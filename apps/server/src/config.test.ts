import { describe, expect, it } from 'vitest';
import { DEFAULT_VAPID_SUBJECT, DEMO_ADMIN_TOKEN, DEMO_GAME_LAUNCH_SECRET, DEMO_SANDBOX_PAY_SECRET, loadConfig, trustProxyOf } from './config';
import { generateVapidKeys } from './lib/web-push';
import { StartupError } from './lib/startup-error';

const strong = { ADMIN_TOKEN: 'a'.repeat(32), SANDBOX_PAY_SECRET: 'b'.repeat(32), GAME_LAUNCH_SECRET: 'c'.repeat(32) };

describe('production mode', () => {
  it('refuses to start with a demo or short ADMIN_TOKEN', () => {
    for (const ADMIN_TOKEN of [DEMO_ADMIN_TOKEN, 'short']) {
      expect(() => loadConfig({ NODE_ENV: 'production', ...strong, ADMIN_TOKEN })).toThrow(/ADMIN_TOKEN/);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', ...strong, ADMIN_TOKEN: 'short' })).toThrow(StartupError);
  });

  it('has no static operator token in production unless ADMIN_TOKEN is set (operators sign in)', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...strong, ADMIN_TOKEN: undefined }).adminToken).toBe('');
    expect(loadConfig({ NODE_ENV: 'production', ...strong }).adminToken).toBe('a'.repeat(32));
  });

  it('refuses to start without a real SANDBOX_PAY_SECRET', () => {
    for (const SANDBOX_PAY_SECRET of [undefined, DEMO_SANDBOX_PAY_SECRET]) {
      expect(() => loadConfig({ NODE_ENV: 'production', ...strong, SANDBOX_PAY_SECRET })).toThrow(
        /SANDBOX_PAY_SECRET/,
      );
    }
  });

  it('refuses to start without a real GAME_LAUNCH_SECRET (launch links would be forgeable)', () => {
    for (const GAME_LAUNCH_SECRET of [undefined, DEMO_GAME_LAUNCH_SECRET, 'short']) {
      expect(() => loadConfig({ NODE_ENV: 'production', ...strong, ADMIN_TOKEN: undefined, GAME_LAUNCH_SECRET })).toThrow(
        /GAME_LAUNCH_SECRET/,
      );
    }
  });

  it('refuses the test clock (TEST_CLOCK=1) in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...strong, TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({}).testClock).toBe(false);
  });

  it('seeds demo data only when SEED_DEMO is set explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...strong }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...strong, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({}).production).toBe(false);
  });

  it('keeps the demo defaults outside production', () => {
    expect(loadConfig({}).adminToken).toBe(DEMO_ADMIN_TOKEN);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count, addresses or CIDRs, never "trust everybody"', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.1, 192.168.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.1/33', 'proxy.example.com', '1.2.3']) {
      expect(() => trustProxyOf(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('CSP_EXTRA_ORIGINS', () => {
  it('takes origins only', () => {
    expect(
      loadConfig({ CSP_EXTRA_ORIGINS: 'https://cdn.example.com, wss://game.example.com:8443' })
        .cspExtraOrigins,
    ).toEqual(['https://cdn.example.com', 'wss://game.example.com:8443']);
    for (const bad of ['https:', '*', 'https://cdn.example.com/path', "'unsafe-inline'"]) {
      expect(() => loadConfig({ CSP_EXTRA_ORIGINS: bad })).toThrow(/CSP_EXTRA_ORIGINS/);
    }
  });
});

describe('Web Push VAPID settings', () => {
  it('starts without keys in every mode (a pair is generated), takes a matching pair, refuses a broken one', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...strong })).toMatchObject({ vapidPublicKey: '', vapidPrivateKey: '', vapidSubject: DEFAULT_VAPID_SUBJECT });
    const a = generateVapidKeys();
    const b = generateVapidKeys();
    const env = { VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: a.privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' };
    expect(loadConfig(env)).toMatchObject({ vapidPublicKey: a.publicKey, vapidPrivateKey: a.privateKey, vapidSubject: 'mailto:ops@example.com' });
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: b.privateKey })).toThrow(/不是一对/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: a.publicKey })).toThrow(/需同时设置/);
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: 'x' })).toThrow(StartupError);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ VAPID_SUBJECT: 'https://example.com/contact' }).vapidSubject).toBe('https://example.com/contact');
  });
});
