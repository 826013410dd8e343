import { ELEMENTS } from '../five-elements';
import { NIUNIU_TIERS } from '../niuniu';
import {
  COLOUR_OPTIONS,
  QSB_OPTIONS,
  SUM_OPTIONS,
  TM_HALF2_OPTIONS,
  TM_HALF_OPTIONS,
  TM_LM2_OPTIONS,
  TM_LM_OPTIONS,
  TM_XG_OPTIONS,
  ZM_POS_OPTIONS,
  ZONGXIAO_OPTIONS,
  playName,
} from './catalogue';
import { PLAY_CODES, type PlayCode } from './types';

/** Zodiac price roles (§14.10): the year's own animal vs the other eleven. */
export const BENMING = '本命';
export const NORMAL = '普通';
/** Tail price role of 0尾 (4 numbers) vs tails 1-9 (5 numbers). */
export const TAIL0 = '0尾';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const per = (play: string, values: readonly (string | number)[]) => values.map((v) => `${play}:${v}`);

/**
 * Every price key of a play: one odds entry per priced role, never per animal name (§14.10).
 * - single price: TM_NUM, ZM_ANY, ZMT, LM_4QZ, LM_3QZ, LM_2QZ, LM_TC
 * - per option: TM_LM:大 …, TM_LM2, TM_XG, TM_COLOR, TM_HALF, TM_HALF2, TM_WX:金 …, ZM_POS:大 …,
 *   ZM_PARLAY:大 … (one per leg option), QSB:和局 …, ZONGXIAO:5肖 …, SUM:大 …
 * - by role: TM_ZODIAC / PT_ZODIAC / ZX :本命 | :普通; TM_HEAD:0 | TM_HEAD:普通;
 *   TM_TAIL / PT_TAIL :0 | :普通
 * - by size: TM_HX:2 … TM_HX:11; BZ:5 … BZ:12
 * - by size and role: LX_HIT / LX_MISS :k:本命 | :k:普通; LW_HIT / LW_MISS :k:0尾 | :k:普通 (k 2-5)
 * - by tier: LM_3Z2:中三 | LM_3Z2:中二; LM_2ZT:中二 | LM_2ZT:中特
 */
export function priceKeysOf(play: PlayCode): string[] {
  switch (play) {
    case 'TM_NUM':
    case 'ZM_ANY':
    case 'ZMT':
    case 'LM_4QZ':
    case 'LM_3QZ':
    case 'LM_2QZ':
    case 'LM_TC':
      return [play];
    case 'TM_LM':
      return per(play, TM_LM_OPTIONS);
    case 'TM_LM2':
      return per(play, TM_LM2_OPTIONS);
    case 'TM_XG':
      return per(play, TM_XG_OPTIONS);
    case 'TM_COLOR':
      return per(play, COLOUR_OPTIONS);
    case 'TM_HALF':
      return per(play, TM_HALF_OPTIONS);
    case 'TM_HALF2':
      return per(play, TM_HALF2_OPTIONS);
    case 'TM_WX':
      return per(play, ELEMENTS);
    case 'ZM_POS':
    case 'ZM_PARLAY':
      return per(play, ZM_POS_OPTIONS);
    case 'QSB':
      return per(play, QSB_OPTIONS);
    case 'ZONGXIAO':
      return per(play, ZONGXIAO_OPTIONS);
    case 'SUM':
      return per(play, SUM_OPTIONS);
    case 'TM_ZODIAC':
    case 'PT_ZODIAC':
    case 'ZX':
      return per(play, [BENMING, NORMAL]);
    case 'TM_HEAD':
    case 'TM_TAIL':
    case 'PT_TAIL':
      return per(play, ['0', NORMAL]);
    case 'TM_HX':
      return per(play, range(2, 11));
    case 'BZ':
      return per(play, range(5, 12));
    case 'LX_HIT':
    case 'LX_MISS':
      return range(2, 5).flatMap((k) => per(`${play}:${k}`, [BENMING, NORMAL]));
    case 'LW_HIT':
    case 'LW_MISS':
      return range(2, 5).flatMap((k) => per(`${play}:${k}`, [TAIL0, NORMAL]));
    case 'LM_3Z2':
      return per(play, ['中三', '中二']);
    case 'LM_2ZT':
      return per(play, ['中二', '中特']);
    case 'NN_WIN':
      return per(play, NIUNIU_TIERS);
  }
}

/** Every price key of the catalogue, play by play. */
export const ALL_PRICE_KEYS: readonly string[] = PLAY_CODES.flatMap(priceKeysOf);

/** The play a price key belongs to. */
export const playOfPriceKey = (key: string): PlayCode => key.split(':')[0] as PlayCode;

const CN_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** Chinese label of a price key for odds tables ("特肖 本命", "连肖中 三连 本命", "合肖 5肖", "头数 0头"). */
export function priceKeyLabel(key: string): string {
  const [play, ...rest] = key.split(':') as [PlayCode, ...string[]];
  const name = playName(play);
  if (rest.length === 0) return name;
  if (play === 'TM_HX') return `${name} ${rest[0]}肖`;
  if (play === 'BZ') return `${CN_DIGITS[Number(rest[0])]}不中`;
  if (play === 'TM_HEAD') return `${name} ${rest[0] === '0' ? '0头' : '1-4头'}`;
  if (play === 'TM_TAIL' || play === 'PT_TAIL') return `${name} ${rest[0] === '0' ? '0尾' : '1-9尾'}`;
  if (play.startsWith('LX_')) return `${name} ${CN_DIGITS[Number(rest[0])]}连肖 ${rest[1]}`;
  if (play.startsWith('LW_'))
    return `${name} ${CN_DIGITS[Number(rest[0])]}连尾 ${rest[1] === TAIL0 ? '含0尾' : '不含0尾'}`;
  return `${name} ${rest.join(' ')}`;
}
