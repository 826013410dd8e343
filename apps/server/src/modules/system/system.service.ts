import type pg from 'pg';
import {
  CONFIG_KEYS,
  systemTimeZoneOf,
  withdrawRiskThresholdsOf,
  type AppConfigJson,
  type AppSettings,
  type Carousel,
  type ChatConfigJson,
  type Company,
  type NoticeList,
  type WebSystemConfig,
  type WithdrawRiskThresholds,
} from '@sixmark/shared';
import * as repo from './system.repo';

type Q = Pick<pg.Pool, 'query'>;

/** `system_config` of a company as a key → value map. */
export async function configMap(db: Q, companyId: number): Promise<Map<string, string>> {
  return new Map((await repo.listConfig(db, companyId)).map((r) => [r.config_key, r.config_value]));
}

/**
 * The system time zone setting (default Asia/Shanghai); an unknown zone falls back to the
 * default, so a bad setting cannot make every date query fail.
 */
export async function timeZoneOf(db: Q, companyId: number): Promise<string> {
  return systemTimeZoneOf((await configMap(db, companyId)).get(CONFIG_KEYS.timeZone));
}

export async function buildSettings(db: Q, companyId: number): Promise<AppSettings> {
  const rows = await repo.listConfig(db, companyId);
  const map = new Map(rows.map((r) => [r.config_key, r.config_value]));
  return {
    system_config: rows.map((r) => ({ configKey: r.config_key, configValue: r.config_value })),
    api_external: { captcha_id: map.get('captcha_id') ?? '' },
    sys_config: { time_zone: systemTimeZoneOf(map.get(CONFIG_KEYS.timeZone)) },
  };
}

/** Ids of `home_lottery_setting`, a comma list of game ids. */
export const parseGameIds = (value: string | undefined): number[] =>
  (value ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

export async function buildAppConfig(db: Q, companyId: number): Promise<AppConfigJson> {
  const map = await configMap(db, companyId);
  const ids = parseGameIds(map.get(CONFIG_KEYS.homeLotterySetting));
  const names = new Map((await repo.listGameNames(db, ids)).map((g) => [g.game_id, g.game_name]));
  return {
    livestream_url: map.get(CONFIG_KEYS.livestreamUrl) ?? '',
    home_lottery_setting: ids.filter((id) => names.has(id)).map((id) => ({ gameId: id, gameName: names.get(id) ?? '' })),
  };
}

export async function buildChatConfig(db: Q, companyId: number): Promise<ChatConfigJson> {
  const map = await configMap(db, companyId);
  return {
    rech_level: Number(map.get(CONFIG_KEYS.rechLevel) ?? 0),
    enable_chat: map.get(CONFIG_KEYS.enableChat) ?? '1',
    chat_maintenance_config: {
      startTime: map.get('chat_maintenance_start') ?? '',
      endTime: map.get('chat_maintenance_end') ?? '',
      message: map.get('chat_maintenance_message') ?? '',
    },
    enable_chat_maintenance: { configValue: map.get(CONFIG_KEYS.enableChatMaintenance) ?? '0' },
    sys_config: { time_zone: systemTimeZoneOf(map.get(CONFIG_KEYS.timeZone)) },
  };
}

export async function buildWebSystemConfig(db: Q, companyId: number): Promise<WebSystemConfig> {
  const rows = await repo.listConfig(db, companyId);
  const map = new Map(rows.map((r) => [r.config_key, r.config_value]));
  return {
    system_config: rows.map((r) => ({ configKey: r.config_key, configValue: r.config_value })),
    hy_is_cancel: map.get(CONFIG_KEYS.hyIsCancel) ?? '0',
    time_zone: systemTimeZoneOf(map.get(CONFIG_KEYS.timeZone)),
  };
}

export async function buildCarousels(db: Q, companyId: number): Promise<Carousel[]> {
  return (await repo.listCarousels(db, companyId)).map((c) => ({
    id: c.id,
    sort: c.sort,
    redirectUrl: c.redirect_url,
    noticeContent: c.image_url,
  }));
}

export async function buildCompany(db: Q, code: string): Promise<Company | null> {
  const c = await repo.findCompanyByCode(db, code);
  if (!c) return null;
  return {
    name: c.name,
    code: c.code,
    logoUrl: c.logo_url,
    bannerLogoUrl: c.banner_logo_url,
    regLogoUrl: c.reg_logo_url,
    homeCarousels: await buildCarousels(db, c.id),
    iosDownloadUrl: c.ios_download_url,
    androidDownloadUrl: c.android_download_url,
    domain: c.domain,
    encryptUrl: c.encrypt_url,
    olUrl: c.ol_url,
    appDisplay: c.app_display,
    companyDetailList: c.detail_list,
    showWechatPopup: c.show_wechat_popup,
  };
}

export async function buildNoticeList(db: Q, companyId: number): Promise<NoticeList> {
  const rows = await repo.listNotices(db, companyId);
  const pick = (kind: string) =>
    rows.filter((r) => r.kind === kind).map((r) => ({ id: r.id, noticeTitle: r.title, noticeContent: r.content }));
  return { index_notice: pick('index_notice'), lottery_notice: pick('lottery_notice') };
}

export const findLimit = repo.findLimit;

/** limit_configs kind of the withdrawal risk thresholds (not one of the served limit files). */
export const WITHDRAW_RISK_KIND = 'withdraw_risk';

/** The company's withdrawal risk thresholds (系统设置 → 提现风控), defaults where unset. */
export async function withdrawRiskThresholds(db: Q, companyId: number): Promise<WithdrawRiskThresholds> {
  return withdrawRiskThresholdsOf((await repo.findLimit(db, companyId, WITHDRAW_RISK_KIND)) as Record<string, unknown> | null);
}
