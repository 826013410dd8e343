import type { FastifyInstance } from 'fastify';
import { Bill, CONFIG_KEYS, DEFAULT_TIME_ZONE, GAME_ID } from '@sixmark/shared';
import { hashPassword } from '../../lib/password';
import { withTransaction } from '../../lib/tx';
import { createWallet, postLedger } from '../../modules/wallet';
import { DEMO_SLIDES, restoreDemoBanners, storeDemoBanner } from './banners';

/** Demo accounts of every role (README lists them). Trial accounts come from `regTest`. */
export const DEMO_USERS = [
  { account: 'demo01', password: 'Demo12345', type: 'NORMAL', isDl: false, money: 5_000_000, fullName: '张三' },
  { account: 'agent01', password: 'Agent12345', type: 'NORMAL', isDl: true, money: 20_000_000, fullName: '李四' },
  { account: 'member02', password: 'Member12345', type: 'NORMAL', isDl: false, money: 0, fullName: '王五' },
] as const;

export const REGISTER_LIMIT = {
  account: 1,
  password: 1,
  fullName: 0,
  fundPwd: 0,
  birthday: 0,
  email: 0,
  qq: 0,
  weixin: 0,
  intrCode: 0,
  phone: 0,
  vCode: 1,
  userAccountMessage: '请输入6-15位字母或数字，字母开头',
  wechatPlaceholder: '请输入微信号',
  sendMenoy: 18,
};

/** Company `ttl`, settings, limits, notices, carousels and the game catalogue. */
export async function seedFoundation(app: FastifyInstance): Promise<void> {
  const { pool, config } = app;
  const code = config.companyCode;
  await pool.query(
    `INSERT INTO companies (code, name, logo_url, banner_logo_url, reg_logo_url, domain, ol_url, detail_list)
     VALUES ($1, $2, $3, $3, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING`,
    [
      code,
      '六合宝典',
      '/logo.svg',
      'https://m.sixmark.example\nhttps://m2.sixmark.example',
      'https://chat.sixmark.example/service',
      JSON.stringify([{ content: 'kefu001', httpImageUrl: '/logo.svg', wechatUrl: 'kefu001' }]),
    ],
  );
  const companyId = await app.companyId();

  const settings: Record<string, string> = {
    [CONFIG_KEYS.homeLotterySetting]: `${GAME_ID.macau},${GAME_ID.taiwan},${GAME_ID.liveStream},${GAME_ID.hongKong}`,
    [CONFIG_KEYS.onlineServiceUrl]: 'https://chat.sixmark.example/service',
    [CONFIG_KEYS.vcodeStyle]: '1',
    [CONFIG_KEYS.timeZone]: DEFAULT_TIME_ZONE,
    [CONFIG_KEYS.hyIsCancel]: '1',
    [CONFIG_KEYS.livestreamUrl]: '',
    [CONFIG_KEYS.enableChat]: '1',
    [CONFIG_KEYS.enableChatMaintenance]: '0',
    [CONFIG_KEYS.rechLevel]: '0',
    // The profile page's two link lists (spec 1 §2 profileTabs), as route keys of the web app.
    profile_tabs: JSON.stringify({
      subTab1: ['personalInfo', 'accountList', 'changePassword', 'passwordWithdrawMoney'],
      subTab2: ['settingChatColor', 'setting', 'about'],
    }),
  };
  for (const [key, value] of Object.entries(settings)) {
    await pool.query(
      `INSERT INTO system_config (company_id, config_key, config_value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [companyId, key, value],
    );
  }

  const limits = {
    register: REGISTER_LIMIT,
    login: { vCode: 0, failTimesForVCode: 5 },
    withdraw: { minMoney: 100, maxMoney: 50000, dayTimes: 5 },
  };
  for (const [kind, data] of Object.entries(limits)) {
    await pool.query(
      `INSERT INTO limit_configs (company_id, kind, data) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [companyId, kind, JSON.stringify(data)],
    );
  }

  const hasNotices = await pool.query('SELECT 1 FROM notices WHERE company_id = $1 LIMIT 1', [companyId]);
  if (hasNotices.rowCount === 0) {
    const notices: [string, string, string][] = [
      ['index_notice', '欢迎来到六合宝典', '<p>每晚准时开奖直播，资料、图库、论坛一站看齐。理性购彩，量力而行。</p>'],
      ['lottery_notice', '开奖公告', '澳门六合彩每晚21:30开奖'],
      ['lottery_notice', '直播公告', '直播彩每晚20:30开播，敬请留意'],
      ['lottery_notice', '温馨提示', '本站演示资金均为游戏币，不涉及真实金钱'],
    ];
    for (const [i, [kind, title, content]] of notices.entries()) {
      await pool.query('INSERT INTO notices (company_id, kind, title, content, sort) VALUES ($1, $2, $3, $4, $5)', [
        companyId,
        kind,
        title,
        content,
        i,
      ]);
    }
  }

  const { rows: carousels } = await pool.query<{ image_url: string }>('SELECT image_url FROM carousels WHERE company_id = $1', [companyId]);
  if (carousels.length === 0) {
    for (const [i, [, , , , redirect]] of DEMO_SLIDES.entries()) {
      await pool.query('INSERT INTO carousels (company_id, sort, redirect_url, image_url) VALUES ($1, $2, $3, $4)', [
        companyId,
        i,
        redirect,
        await storeDemoBanner(pool, config.dataDir, i),
      ]);
    }
  } else {
    await restoreDemoBanners(pool, config.dataDir, carousels.map((c) => c.image_url));
  }

  const lotteryGames: [number, string, number][] = [
    [GAME_ID.macau, '澳门六合彩', 100],
    [GAME_ID.taiwan, '台湾六合彩', 90],
    [GAME_ID.liveStream, '直播六合彩', 95],
    [GAME_ID.luckyNiuNiu, '幸运牛牛', 60],
    [GAME_ID.hongKong, '香港六合彩', 98],
  ];
  for (const [i, [id, name, hot]] of lotteryGames.entries()) {
    await pool.query(
      `INSERT INTO games (game_id, game_name, category, type, hot, sort) VALUES ($1, $2, 'LOTTERY', 'LOTTERY', $3, $4)
       ON CONFLICT (game_id) DO NOTHING`,
      [id, name, hot, i],
    );
  }
}

/** The demo accounts of DEMO_USERS with their starting play money (demo data only). */
export async function seedDemoUsers(app: FastifyInstance): Promise<void> {
  const { pool, config } = app;
  const companyId = await app.companyId();
  for (const u of DEMO_USERS) {
    const exists = await pool.query('SELECT 1 FROM users WHERE company_id = $1 AND account = $2', [companyId, u.account]);
    if (exists.rowCount) continue;
    const hash = await hashPassword(u.password, config.scryptLogN);
    await withTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO users (company_id, account, password_hash, type, is_dl, full_name, intr_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [companyId, u.account, hash, u.type, u.isDl, u.fullName, u.isDl ? `A${u.account.toUpperCase()}` : null],
      );
      const userId = rows[0]!.id;
      await createWallet(tx, userId);
      if (u.money > 0) {
        await postLedger(tx, {
          userId,
          account: 'money',
          billType: Bill.manualDeposit,
          amount: u.money,
          reference: 'seed:demo-balance',
          remark: '演示账户初始游戏币',
        });
      }
    });
  }
}
