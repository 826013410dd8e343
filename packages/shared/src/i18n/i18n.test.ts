import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ErrorCode, errorMessage } from '../api/error-codes';
import { betMsg } from '../api/bets';
import { bonusMsg } from '../api/bonus';
import { hongbaoMsg } from '../api/hongbao';
import { walletMsg } from '../api/wallet';
import { msg } from '../messages';
import { fill, localeFromHeaders, localeOfTag, lookup, translate, type MessageTable } from './core';
import { t } from './table';
import { createLocalizer } from './localize';
import { zhHans } from './table';
import { zhHant } from './zh-Hant';

const entries = (table: MessageTable) =>
  Object.entries(table).flatMap(([section, keys]) => Object.entries(keys as Record<string, string>).map(([k, v]) => [`${section}.${k}`, v] as const));

/**
 * Characters whose Traditional form is a different character (号→號, 户→戶, 录→錄…), as they
 * appear in Simplified text. Any of them in the Traditional table means a text was left (partly)
 * untranslated. Characters valid in both scripts (制, 准, 后, 游, 于, 余…) are deliberately absent.
 */
const SIMPLIFIED_ONLY = new Set(
  '万与专业东丝两严丧丰临举义乐习书买乱争亏云亚产亲亿仅从仓仪们价众优伙会传伤伦伪体佣侠侣侦侧侨俭债倾储儿党兰关兴养兽内冈册写军农决况冻净凉减凑凤凭凯击凿刘则刚创删别刮刹剂剑剧劝办务动励劲劳势勋匀区医华协单卖卢卫却厂厅历压厌厕厘厢厨县参双发变叙叠号叹吗启吴员听呕呗呜响哑哗唤啰喷团园围国图圆圣场坏块坚坛坝坟垄垒垦执扩扫扬护报担拟拥拦择挂挡挤挥损换据掷揽摄摊撑敌数斋断无旧时旷显晓晕暂术机杀杂权条来杨极构枪柜标栏树样档桥检欢欧残毁毕气汇汉汤沟没沦沪泪泽洁浅测济浏涨润涩渐温湾满滚灭灯灵灾炉点炼烟烦烧热焕爱爷状犹独狮猎猫献玛环现琐电画畅疗疯皱盏盐监盖盘矫码砖础硕确碍礼祸离种积称稳穷窃竞笔笼筑签简类粮紧红级纪约纯纲纳线练组细织终经绑结绕绘给络绝统继续维综绿编缓缘缩网罗罚职联聪肃肤肿胜胆脑脚节芜苏荣药获营萝虑虚虽蚁补装见观规视览觉触计订认让训议讯记讲许论设访证评识诉诊词译试诗诚话询该详语误说请诸读课谁调谈谢谱负贡财责败货质购贯贴贵费贺资赋赏赔赖赚赛赞赠赢赶赵趋跃践踪车转轮软轻载较辅辈辉输辞边达迁过迈运还这进远违连迟选递逻遗邮邻郑酱释针钟钢钥钱钻铁银锁错锦键镇长门闭问闲间闷闹闻阅队阳阴阵阶际陆陈险随隐难雾顶项顺须顾顿预领频题额风飞饭饮马驱验骑骗鱼鸟鸡龙户录为页账',
);

describe('message tables', () => {
  it('has every source key in the Traditional table and nothing else (the type checks this too)', () => {
    const hans = entries(zhHans).map(([k]) => k);
    const hant = entries(zhHant).map(([k]) => k);
    expect(hant).toEqual(hans);
    for (const [key, text] of entries(zhHant)) expect(text.trim(), key).not.toBe('');
  });

  it('keeps the same {parameters} in each translation', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const hant = new Map(entries(zhHant));
    for (const [key, text] of entries(zhHans)) expect(names(hant.get(key)!), key).toEqual(names(text));
  });

  it('leaves no Simplified-only character in the Traditional table', () => {
    for (const c of '制准后游于余惠繁私理面示注聊航帖限') expect(SIMPLIFIED_ONLY.has(c), c).toBe(false);
    for (const [key, text] of entries(zhHant)) {
      // A language's own name is written in its own script (简体 stays 简体 in every table).
      if (key === 'setting.langHans') continue;
      const found = [...text].filter((c) => SIMPLIFIED_ONLY.has(c));
      expect(found, `${key}: ${text}`).toEqual([]);
    }
    // And the list does find them: the source table is full of them.
    expect(entries(zhHans).filter(([, text]) => [...text].some((c) => SIMPLIFIED_ONLY.has(c))).length).toBeGreaterThan(300);
  });

  it('uses the reviewed Hong Kong and Macau words, not a character conversion', () => {
    expect(zhHant.route.login).toBe('登入');
    expect(zhHant.route.register).toBe('註冊');
    expect(zhHant.account.loginFailed).toBe('帳號或密碼錯誤');
    expect(zhHant.common.noData).toBe('暫無資料');
    expect(zhHant.common.loginElsewhere).toBe('您的帳號已在其他裝置登入');
    expect(zhHant.route.recharge).toBe('存款');
    expect(zhHant.route.withdrawMoney).toBe('提款');
    expect(zhHant.route.setting).toBe('設定');
    expect(zhHant.route.lotteryRecord).toBe('開獎紀錄');
    expect(zhHant.profile.logout).toBe('登出');
    expect(zhHant.account.bankLimit).toBe('最多只能綁定5張銀行卡');
  });

  it('translates equal source texts equally (so a finished text maps back to one translation)', () => {
    const seen = new Map<string, string>();
    const hant = new Map(entries(zhHant));
    for (const [key, text] of entries(zhHans)) {
      if (key === 'setting.langHans' || key === 'setting.langHant') continue;
      const before = seen.get(text);
      if (before === undefined) seen.set(text, hant.get(key)!);
      else expect(hant.get(key), `${key}: ${text}`).toBe(before);
    }
  });
});

describe('t, translate, fill', () => {
  it('fills parameters by name, numbers as a template literal would, in one pass', () => {
    expect(t('wallet.withdrawRange', { min: 100, max: 5000 })).toBe('单笔提现金额需在100-5000元之间');
    expect(translate(zhHant, 'wallet.withdrawRange', { min: 100, max: 5000 })).toBe('單筆提款金額需在100-5000元之間');
    expect(fill('{a}+{b}', { a: '{b}', b: 2 })).toBe('{b}+2');
    expect(fill('{a}{missing}', { a: 0.5 })).toBe('0.5{missing}');
    expect(t('common.ok')).toBe('操作成功');
    expect(lookup(zhHant, 'nav.promotional')).toBe('優惠');
  });

  it('keeps the exports callers use building the same Simplified texts', () => {
    expect(msg.fieldInvalid('account')).toBe('参数「account」不正确');
    expect(walletMsg.withdrawRange(100, 5000)).toBe('单笔提现金额需在100-5000元之间');
    expect(hongbaoMsg.remaining(3, 10)).toBe('已领取7/10个');
    expect(hongbaoMsg.totalRange(1, 200)).toBe('红包总金额应为 1.00 到 200.00 元');
    expect(betMsg.belowMin('特码', 2)).toBe('特码单注最低2元');
    expect(errorMessage(ErrorCode.BET_PLAY_DISABLED)).toBe('该玩法暂停投注');
    expect(errorMessage(ErrorCode.SAFER_EXCLUDED)).toBe(
      '您正处于冷静期，结束前不能存款、投注、进入游戏、转入游戏钱包、发红包或领取优惠，提款不受影响',
    );
  });
});

describe('createLocalizer', () => {
  const toHant = createLocalizer(zhHans, zhHant);

  it('translates every catalogue message (no Simplified-only character left)', () => {
    for (const e of ERROR_CATALOGUE) {
      const out = toHant(e.message);
      expect([...out].filter((c) => SIMPLIFIED_ONLY.has(c)), `${e.code}: ${out}`).toEqual([]);
    }
    expect(toHant(errorMessage(ErrorCode.LOGIN_FAILED))).toBe('帳號或密碼錯誤');
  });

  it('translates built texts back through their template, parameters included', () => {
    expect(toHant(walletMsg.withdrawRange(100, 5000))).toBe('單筆提款金額需在100-5000元之間');
    expect(toHant(bonusMsg.depositLimit(zhHans.bonus.depositLimitLabel, '500', '2026-01-02 00:00'))).toBe(
      '本次存款將超出您設定的存款限額（500元），該限額將於2026-01-02 00:00重設',
    );
    expect(toHant(betMsg.chaseStoppedBy(zhHans.bet.closed))).toBe('追號已停止：本期已封盤，請等待下期');
  });

  it('leaves texts it does not know unchanged', () => {
    expect(toHant('某位运营写的公告')).toBe('某位运营写的公告');
    expect(toHant('')).toBe('');
    // The Simplified direction is the identity for its own texts.
    expect(createLocalizer(zhHans, zhHans)(walletMsg.withdrawRange(1, 2))).toBe(walletMsg.withdrawRange(1, 2));
  });
});

describe('locale from a request', () => {
  it('takes x-lang first, then Accept-Language by weight, else Simplified', () => {
    expect(localeFromHeaders('zh-Hant', undefined)).toBe('zh-Hant');
    expect(localeFromHeaders('zh-Hans', 'zh-HK')).toBe('zh-Hans');
    expect(localeFromHeaders(undefined, 'zh-HK,zh;q=0.9')).toBe('zh-Hant');
    expect(localeFromHeaders(undefined, 'zh-MO')).toBe('zh-Hant');
    expect(localeFromHeaders(undefined, 'zh-Hant-HK')).toBe('zh-Hant');
    expect(localeFromHeaders(undefined, 'en-US,zh-CN;q=0.8,zh-HK;q=0.5')).toBe('zh-Hans');
    expect(localeFromHeaders(undefined, 'en-US,zh-TW;q=0.9,zh-CN;q=0.5')).toBe('zh-Hant');
    expect(localeFromHeaders(undefined, 'zh-HK;q=0')).toBe('zh-Hans');
    expect(localeFromHeaders('klingon', 'fr')).toBe('zh-Hans');
    expect(localeFromHeaders(undefined, undefined)).toBe('zh-Hans');
    expect(localeOfTag('zh-hk')).toBe('zh-Hant');
    expect(localeOfTag('en')).toBeUndefined();
  });
});
