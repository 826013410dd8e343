import { z } from 'zod';
import { boundedInt } from './input';

/** One entry of the `system_config` list (spec 1 §3 Settings). */
export const configEntrySchema = z.object({ configKey: z.string(), configValue: z.string() });
export type ConfigEntry = z.infer<typeof configEntrySchema>;

/** `/sys-upload/data/json/config.json`. */
export const appSettingsSchema = z.object({
  system_config: z.array(configEntrySchema),
  api_external: z.object({ captcha_id: z.string() }),
  sys_config: z.object({ time_zone: z.string() }),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** `/sys-upload/data/json/app_config.json` (spec 3 §7 Start-up). */
export const appConfigSchema = z.object({
  livestream_url: z.string(),
  home_lottery_setting: z.array(z.object({ gameId: z.number().int(), gameName: z.string() })),
});
export type AppConfigJson = z.infer<typeof appConfigSchema>;

/** `/sys-upload/data/json/config_chat.json` (spec 1 §7). */
export const chatConfigSchema = z.object({
  rech_level: z.number(),
  enable_chat: z.string(),
  chat_maintenance_config: z.object({ startTime: z.string(), endTime: z.string(), message: z.string() }),
  enable_chat_maintenance: z.object({ configValue: z.string() }),
  sys_config: z.object({ time_zone: z.string() }),
});
export type ChatConfigJson = z.infer<typeof chatConfigSchema>;

/** `/data/json/web_system_config.json`. */
export const webSystemConfigSchema = z.object({
  system_config: z.array(configEntrySchema),
  hy_is_cancel: z.string(),
  time_zone: z.string(),
});
export type WebSystemConfig = z.infer<typeof webSystemConfigSchema>;

export const carouselSchema = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  redirectUrl: z.string(),
  noticeContent: z.string().describe('图片地址'),
});
export type Carousel = z.infer<typeof carouselSchema>;

/** Company info (spec 1 §3). */
export const companySchema = z.object({
  name: z.string(),
  code: z.string(),
  logoUrl: z.string(),
  bannerLogoUrl: z.string(),
  regLogoUrl: z.string(),
  homeCarousels: z.array(carouselSchema),
  iosDownloadUrl: z.string(),
  androidDownloadUrl: z.string(),
  domain: z.string(),
  encryptUrl: z.string(),
  olUrl: z.string(),
  appDisplay: z.number().int(),
  companyDetailList: z.array(z.object({ content: z.string(), httpImageUrl: z.string(), wechatUrl: z.string() })),
  showWechatPopup: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  noticeTitle: z.string(),
  noticeContent: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** Static notice list: index_notice (modal) and lottery_notice (marquee). */
export const noticeListSchema = z.object({
  index_notice: z.array(noticeSchema),
  lottery_notice: z.array(noticeSchema),
});
export type NoticeList = z.infer<typeof noticeListSchema>;

export const noticeQuerySchema = z.object({
  noticeType: boundedInt(0, 2).default(0).describe('0 轮播图 1 弹窗公告 2 滚动公告'),
});

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  bus: z.enum(['memory', 'redis']),
  uptimeSec: z.number(),
});

/** Keys of `system_config` the specs name. */
export const CONFIG_KEYS = {
  homeLotterySetting: 'home_lottery_setting',
  onlineServiceUrl: 'online_service_url',
  vcodeStyle: 'vcode_style',
  timeZone: 'time_zone',
  hyIsCancel: 'hy_is_cancel',
  livestreamUrl: 'livestream_url',
  enableChat: 'enable_chat',
  enableChatMaintenance: 'enable_chat_maintenance',
  rechLevel: 'rech_level',
} as const;
