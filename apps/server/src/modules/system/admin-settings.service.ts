import type pg from 'pg';
import {
  CHAT_CONFIG_KEYS,
  CONFIG_KEYS,
  DEFAULT_TIME_ZONE,
  registerFlagsOf,
  registerModesOf,
  systemTimeZoneOf,
  withdrawRiskThresholdsOf,
  type ChatSettings,
  type CompanySettings,
  type LoginSettings,
  type RegisterSettings,
  type SettingsGroup,
  type SettingsValues,
  type SiteSettings,
  type WithdrawRiskSettings,
  type WithdrawSettings,
} from '@sixmark/shared';
import { notFound } from '../../lib/errors';
import * as repo from './system.repo';
import { WITHDRAW_RISK_KIND, parseGameIds } from './system.service';

type Q = Pick<pg.Pool, 'query'>;

/** Static-JSON tags each group's files are cached under (system.routes.ts SYSTEM_TAGS). */
export const SETTINGS_GROUP_TAGS: Record<SettingsGroup, string[]> = {
  site: ['system_config'],
  chat: ['system_config'],
  register: ['limits'],
  login: ['limits'],
  withdraw: ['limits'],
  company: ['company'],
  // No member file is built from it: the withdrawal review reads it on every call.
  risk: [],
};

/** system_config keys of the chat group outside CONFIG_KEYS / CHAT_CONFIG_KEYS. */
const CHAT_MAINTENANCE = {
  start: 'chat_maintenance_start',
  end: 'chat_maintenance_end',
  message: 'chat_maintenance_message',
} as const;
const PROFILE_TABS = 'profile_tabs';

const flag = (v: string | undefined, dflt: boolean) => (v === undefined ? dflt : v === '1');
const bit = (b: boolean) => (b ? '1' : '0');
const int = (v: unknown, dflt: number) => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : dflt;
};
const str = (v: unknown, dflt = '') => (typeof v === 'string' ? v : dflt);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function profileTabsOf(raw: string | undefined): SiteSettings['profile_tabs'] {
  try {
    const v = JSON.parse(raw ?? '{}') as Record<string, unknown>;
    return { subTab1: strings(v.subTab1), subTab2: strings(v.subTab2) };
  } catch {
    return { subTab1: [], subTab2: [] };
  }
}

async function readSite(db: Q, companyId: number): Promise<SiteSettings> {
  const m = new Map((await repo.listConfig(db, companyId)).map((r) => [r.config_key, r.config_value]));
  const vcode = m.get(CONFIG_KEYS.vcodeStyle);
  return {
    online_service_url: m.get(CONFIG_KEYS.onlineServiceUrl) ?? '',
    vcode_style: vcode === '0' || vcode === '2' || vcode === '3' ? vcode : '1',
    hy_is_cancel: flag(m.get(CONFIG_KEYS.hyIsCancel), false),
    livestream_url: m.get(CONFIG_KEYS.livestreamUrl) ?? '',
    home_lottery_setting: parseGameIds(m.get(CONFIG_KEYS.homeLotterySetting)),
    time_zone: systemTimeZoneOf(m.get(CONFIG_KEYS.timeZone) ?? DEFAULT_TIME_ZONE),
    profile_tabs: profileTabsOf(m.get(PROFILE_TABS)),
  };
}

async function readChat(db: Q, companyId: number): Promise<ChatSettings> {
  const m = new Map((await repo.listConfig(db, companyId)).map((r) => [r.config_key, r.config_value]));
  return {
    enable_chat: flag(m.get(CONFIG_KEYS.enableChat), true),
    enable_chat_maintenance: flag(m.get(CONFIG_KEYS.enableChatMaintenance), false),
    chat_maintenance_start: m.get(CHAT_MAINTENANCE.start) ?? '',
    chat_maintenance_end: m.get(CHAT_MAINTENANCE.end) ?? '',
    chat_maintenance_message: m.get(CHAT_MAINTENANCE.message) ?? '',
    rech_level: Math.max(0, int(m.get(CONFIG_KEYS.rechLevel), 0)),
    lottery_win_message_popup: Math.max(0, int(m.get(CHAT_CONFIG_KEYS.winPopupSeconds), 0)),
    chat_award_min_reward: Math.max(0, int(m.get(CHAT_CONFIG_KEYS.awardMinReward), 0)),
  };
}

const limitOf = async (db: Q, companyId: number, kind: string) =>
  ((await repo.findLimit(db, companyId, kind)) ?? {}) as Record<string, unknown>;

async function readRegister(db: Q, companyId: number): Promise<RegisterSettings> {
  const d = await limitOf(db, companyId, 'register');
  return {
    fields: registerModesOf(d),
    userAccountMessage: str(d.userAccountMessage),
    wechatPlaceholder: str(d.wechatPlaceholder),
    sendMenoy: Math.max(0, int(d.sendMenoy, 0)),
  };
}

async function readLogin(db: Q, companyId: number): Promise<LoginSettings> {
  const d = await limitOf(db, companyId, 'login');
  return { vCode: d.vCode === 1, failTimesForVCode: Math.max(1, int(d.failTimesForVCode, 5)) };
}

async function readWithdraw(db: Q, companyId: number): Promise<WithdrawSettings> {
  const d = await limitOf(db, companyId, 'withdraw');
  return { minMoney: int(d.minMoney, 100), maxMoney: int(d.maxMoney, 50000), dayTimes: int(d.dayTimes, 5) };
}

async function readRisk(db: Q, companyId: number): Promise<WithdrawRiskSettings> {
  return withdrawRiskThresholdsOf(await limitOf(db, companyId, WITHDRAW_RISK_KIND));
}

async function companyRow(db: Q, companyId: number) {
  const { rows } = await db.query<{
    ios_download_url: string;
    android_download_url: string;
    ol_url: string;
    domain: string;
    app_display: number;
    show_wechat_popup: number;
    detail_list: CompanySettings['companyDetailList'] | null;
  }>(
    `SELECT ios_download_url, android_download_url, ol_url, domain, app_display, show_wechat_popup, detail_list
       FROM companies WHERE id = $1`,
    [companyId],
  );
  return rows[0] ?? null;
}

async function readCompany(db: Q, companyId: number): Promise<CompanySettings> {
  const c = await companyRow(db, companyId);
  if (!c) throw notFound('公司不存在');
  return {
    iosDownloadUrl: c.ios_download_url ?? '',
    androidDownloadUrl: c.android_download_url ?? '',
    olUrl: c.ol_url ?? '',
    domain: c.domain ?? '',
    appDisplay: c.app_display ? 1 : 0,
    showWechatPopup: c.show_wechat_popup ? 1 : 0,
    companyDetailList: (c.detail_list ?? []).map((d) => ({
      content: str(d.content),
      httpImageUrl: str(d.httpImageUrl),
      wechatUrl: str(d.wechatUrl),
    })),
  };
}

/** The group's current values, as the console edits them. */
export async function readGroup<G extends SettingsGroup>(db: Q, companyId: number, group: G): Promise<SettingsValues[G]> {
  const readers: { [K in SettingsGroup]: (db: Q, companyId: number) => Promise<SettingsValues[K]> } = {
    site: readSite,
    chat: readChat,
    register: readRegister,
    login: readLogin,
    withdraw: readWithdraw,
    company: readCompany,
    risk: readRisk,
  };
  return readers[group](db, companyId);
}

async function upsertMany(db: Q, companyId: number, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) await repo.upsertConfig(db, companyId, key, value);
}

/** Limit JSON is merged: keys the console does not edit (a later field) are kept. */
async function mergeLimit(db: Q, companyId: number, kind: string, data: Record<string, unknown>, drop: string[] = []) {
  const current = await limitOf(db, companyId, kind);
  for (const k of drop) delete current[k];
  await db.query(
    `INSERT INTO limit_configs (company_id, kind, data) VALUES ($1, $2, $3)
     ON CONFLICT (company_id, kind) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
    [companyId, kind, JSON.stringify({ ...current, ...data })],
  );
}

/** Writes a validated group (the caller's transaction). */
export async function writeGroup<G extends SettingsGroup>(db: Q, companyId: number, group: G, input: SettingsValues[G]): Promise<void> {
  switch (group) {
    case 'site': {
      const v = input as SiteSettings;
      await upsertMany(db, companyId, {
        [CONFIG_KEYS.onlineServiceUrl]: v.online_service_url,
        [CONFIG_KEYS.vcodeStyle]: v.vcode_style,
        [CONFIG_KEYS.hyIsCancel]: bit(v.hy_is_cancel),
        [CONFIG_KEYS.livestreamUrl]: v.livestream_url,
        [CONFIG_KEYS.homeLotterySetting]: v.home_lottery_setting.join(','),
        [CONFIG_KEYS.timeZone]: v.time_zone,
        [PROFILE_TABS]: JSON.stringify(v.profile_tabs),
      });
      return;
    }
    case 'chat': {
      const v = input as ChatSettings;
      await upsertMany(db, companyId, {
        [CONFIG_KEYS.enableChat]: bit(v.enable_chat),
        [CONFIG_KEYS.enableChatMaintenance]: bit(v.enable_chat_maintenance),
        [CHAT_MAINTENANCE.start]: v.chat_maintenance_start,
        [CHAT_MAINTENANCE.end]: v.chat_maintenance_end,
        [CHAT_MAINTENANCE.message]: v.chat_maintenance_message,
        [CONFIG_KEYS.rechLevel]: String(v.rech_level),
        [CHAT_CONFIG_KEYS.winPopupSeconds]: String(v.lottery_win_message_popup),
        [CHAT_CONFIG_KEYS.awardMinReward]: String(v.chat_award_min_reward),
      });
      return;
    }
    case 'register': {
      const v = input as RegisterSettings;
      const flags = registerFlagsOf(v.fields);
      const hidden = Object.entries(v.fields)
        .filter(([, mode]) => mode === 'hidden')
        .map(([f]) => f);
      await mergeLimit(
        db,
        companyId,
        'register',
        { ...flags, userAccountMessage: v.userAccountMessage, wechatPlaceholder: v.wechatPlaceholder, sendMenoy: v.sendMenoy },
        hidden,
      );
      return;
    }
    case 'login': {
      const v = input as LoginSettings;
      await mergeLimit(db, companyId, 'login', { vCode: v.vCode ? 1 : 0, failTimesForVCode: v.failTimesForVCode });
      return;
    }
    case 'withdraw': {
      const v = input as WithdrawSettings;
      await mergeLimit(db, companyId, 'withdraw', { minMoney: v.minMoney, maxMoney: v.maxMoney, dayTimes: v.dayTimes });
      return;
    }
    case 'risk': {
      const v = input as WithdrawRiskSettings;
      await mergeLimit(db, companyId, WITHDRAW_RISK_KIND, { newAccountHours: v.newAccountHours, depositMultiple: v.depositMultiple, bankChangeHours: v.bankChangeHours });
      return;
    }
    case 'company': {
      const v = input as CompanySettings;
      await db.query(
        `UPDATE companies SET ios_download_url = $2, android_download_url = $3, ol_url = $4, domain = $5,
                app_display = $6, show_wechat_popup = $7, detail_list = $8
          WHERE id = $1`,
        [
          companyId,
          v.iosDownloadUrl,
          v.androidDownloadUrl,
          v.olUrl,
          v.domain,
          v.appDisplay,
          v.showWechatPopup,
          JSON.stringify(v.companyDetailList),
        ],
      );
      return;
    }
  }
}

/** Serialises the edits of one group across processes (the audit before/after stays exact). */
export async function lockGroup(db: Q, companyId: number, group: SettingsGroup): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('admin-settings:' || $1::text || ':' || $2::text))`, [companyId, group]);
}
