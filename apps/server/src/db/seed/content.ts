import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { sanitizeContent, uploadsDir } from '../../modules/content';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { withTransaction } from '../../lib/tx';
import { buildCards, buildDatabase, type SeedTemplate } from './content/cards';
import { drawsForGame } from './content/draws';
import { demoImages } from './content/images';

/** Lottery games that carry cards, gallery and data library in the demo. */
const CONTENT_GAMES = [70, 90, 110, 1];
const INITIALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const GALLERY_WORDS: Record<string, string> = {
  A: '澳彩', B: '白小姐', C: '财神爷', D: '东成西就', E: '二四六', F: '福星', G: '管家婆', H: '黄大仙', I: 'IQ',
  J: '金多宝', K: '开心果', L: '六合宝典', M: '马会', N: '牛魔王', O: 'OK', P: '跑狗', Q: '七星', R: '日日红',
  S: '神算子', T: '天下彩', U: 'U版', V: 'V版', W: '王中王', X: '香港', Y: '一点红', Z: '正版',
};

async function ids(tx: pg.PoolClient, seq: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const { rows } = await tx.query<{ id: string }>(`SELECT nextval($1) AS id FROM generate_series(1, $2)`, [seq, n]);
  return rows.map((r) => Number(r.id));
}

/** Bulk insert of plain rows through one jsonb parameter (fast enough to run at every start). */
async function bulk(tx: pg.PoolClient, table: string, columns: Record<string, string>, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const cols = Object.keys(columns);
  const defs = cols.map((c) => `${c} ${columns[c]}`).join(', ');
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.query(`INSERT INTO ${table} (${cols.join(', ')}) SELECT ${cols.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${defs})`, [
      JSON.stringify(rows.slice(i, i + 5000)),
    ]);
  }
}

async function insertTemplates(tx: pg.PoolClient, companyId: number, templates: SeedTemplate[]) {
  const tIds = await ids(tx, 'content_templates_id_seq', templates.length);
  const groups = templates.flatMap((t, ti) => t.groups.map((g) => ({ g, templateId: tIds[ti]! })));
  const gIds = await ids(tx, 'content_template_groups_id_seq', groups.length);
  const items = groups.flatMap(({ g, templateId }, gi) => g.items.map((it) => ({ it, templateId, groupId: gIds[gi]! })));
  const iIds = await ids(tx, 'content_template_items_id_seq', items.length);

  await bulk(
    tx,
    'content_templates',
    {
      id: 'int', company_id: 'int', game_id: 'int', name: 'text', note1: 'text', note2: 'text', template_code: 'text',
      color_theme: 'text', location: 'text', play_cate_name: 'text', sort: 'int',
    },
    templates.map((t, i) => ({
      id: tIds[i], company_id: companyId, game_id: t.gameId, name: t.name, note1: t.note1, note2: t.note2,
      template_code: t.templateCode, color_theme: t.colorTheme, location: t.location, play_cate_name: t.playCateName, sort: t.sort,
    })),
  );
  await bulk(
    tx,
    'content_template_groups',
    { id: 'int', template_id: 'int', group_name: 'text', sort: 'int' },
    groups.map(({ g, templateId }, i) => ({ id: gIds[i], template_id: templateId, group_name: g.groupName, sort: g.sort })),
  );
  await bulk(
    tx,
    'content_template_items',
    {
      id: 'int', group_id: 'int', template_id: 'int', title: 'text', content: 'text', content2: 'text', content3: 'text',
      note: 'text', icon_url: 'text', sort: 'int', sub_name: 'smallint', multi_contents: 'jsonb', require_login: 'smallint',
      require_recharge: 'smallint', template_type: 'int', poll_status: 'smallint', game_turn: 'text', active_cover: 'smallint',
    },
    items.map(({ it, templateId, groupId }, i) => ({
      id: iIds[i], group_id: groupId, template_id: templateId, title: it.title,
      // Demo content goes through the same allow-list as operator writes.
      content: sanitizeContent(it.content), content2: sanitizeContent(it.content2), content3: sanitizeContent(it.content3),
      note: it.note, icon_url: it.iconUrl ?? '', sort: it.sort, sub_name: it.subName ?? null, multi_contents: it.multiContents ?? [],
      require_login: it.requireLogin ?? 0, require_recharge: it.requireRecharge ?? 0, template_type: it.templateType ?? null,
      poll_status: it.pollOptions?.length ? 1 : 0, game_turn: it.gameTurn, active_cover: it.activeCover ?? 0,
    })),
  );
  await bulk(
    tx,
    'content_poll_options',
    { item_id: 'int', option_text: 'text', option_value: 'text', option_vote: 'int', sort: 'int' },
    items.flatMap(({ it }, i) =>
      (it.pollOptions ?? []).map((text, oi) => ({
        item_id: iIds[i], option_text: text, option_value: String(oi + 1), option_vote: ((iIds[i]! * 7 + oi * 13) % 40) + 3, sort: oi,
      })),
    ),
  );
}

/**
 * Demo content of spec 2: cards of every type for each lottery game (judged against real
 * results), data-library documents, ad slots, gallery groups for every initial with generated
 * sheets, and promotions. Each part checks before it inserts, so re-running adds nothing.
 */
export async function seedContent(app: FastifyInstance): Promise<void> {
  const { pool } = app;
  const companyId = await app.companyId();
  const has = async (table: string) =>
    ((await pool.query(`SELECT 1 FROM ${table} WHERE company_id = $1 LIMIT 1`, [companyId])).rowCount ?? 0) > 0;

  if (!(await has('content_templates'))) {
    const templates: SeedTemplate[] = [];
    for (const gameId of CONTENT_GAMES) {
      const draws = await drawsForGame(pool, gameId, 30);
      if (draws.length < 12) continue;
      templates.push(...buildCards(gameId, draws), ...buildDatabase(gameId, draws));
    }
    await withTransaction(pool, (tx) => insertTemplates(tx, companyId, templates));
  }

  await pool.query(
    `INSERT INTO system_config (company_id, config_key, config_value, remark) VALUES ($1, 'blocked_template_codes', '', '隐藏的模板代码，逗号分隔')
     ON CONFLICT DO NOTHING`,
    [companyId],
  );

  const needGallery = !(await has('gallery_groups'));
  const needPromotions = !(await has('promotions'));
  const needAds = !(await has('content_ads'));
  if (!needGallery && !needPromotions && !needAds) {
    // The rows survive in the database but the files live in DATA_DIR: a new DATA_DIR against
    // an old database (DATABASE_URL) would leave every demo image broken. They are generated
    // deterministically, so writing them again restores the same names.
    const { rows } = await pool.query<{ path: string }>('SELECT path FROM uploads');
    const dir = uploadsDir(app.config.dataDir);
    if (rows.some((r) => !existsSync(join(dir, r.path)))) await demoImages(pool, app.config.dataDir);
    return;
  }
  const images = await demoImages(pool, app.config.dataDir);

  if (needAds) {
    const ads: [string, string, boolean, string, string, string][] = [
      ['AD01', '首页横幅', true, '', images.banners[0]!.url, '/promotional'],
      ['AD02', '直播下方广告', true, '', images.banners[4]!.url, '/recharge'],
      ['AD11', '首页弹窗', true, '<p style="text-align:center"><b style="color:#e00221">新人首充送彩金</b></p><p>注册即送体验金，首次充值任意金额即可开通VIP资料。</p>', images.banners[1]!.url, '/promotional'],
      ['AD12', '置顶公告', true, '<p><b>六合宝典</b> 每晚开奖直播，资料图库一站看齐</p>', '', ''],
    ];
    for (const [i, [code, name, enabled, content, imageUrl, redirectUrl]] of ads.entries()) {
      await pool.query(
        `INSERT INTO content_ads (company_id, template_code, name, enabled, content, image_url, redirect_url, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [companyId, code, name, enabled, sanitizeContent(content), imageUrl, redirectUrl, i],
      );
    }
  }

  if (needGallery) {
    await withTransaction(pool, async (tx) => {
      const groups: Record<string, unknown>[] = [];
      const images2: Record<string, unknown>[] = [];
      for (const gameId of CONTENT_GAMES) {
        const draws = await drawsForGame(pool, gameId, 3);
        const cats = await tx.query<{ id: number }>(
          `INSERT INTO gallery_play_categories (company_id, game_id, name, category_type, sort)
           VALUES ($1, $2, '彩色图库', 1, 2), ($1, $2, '黑白图库', 2, 1) RETURNING id`,
          [companyId, gameId],
        );
        const [colourCat, bwCat] = cats.rows.map((r) => r.id);
        const gIds = await ids(tx, 'gallery_groups_id_seq', INITIALS.length * 4);
        let k = 0;
        for (const [li, letter] of INITIALS.entries()) {
          for (const groupType of [1, 2] as const) {
            for (const variant of [0, 1]) {
              const id = gIds[k++]!;
              groups.push({
                id, company_id: companyId, game_id: gameId, play_category_id: groupType === 1 ? colourCat : bwCat, group_type: groupType,
                name: `${GALLERY_WORDS[letter]}${groupType === 1 ? '彩图' : '黑白图'}${variant ? '(二)' : ''}`,
                initial: letter, popular: li % 3 === 0 && variant === 0, sort: 10 - variant,
              });
              const sheets = groupType === 1 ? images.colour : images.bw;
              // Oldest first so the newest issue gets the highest id (the group's latest image).
              [...draws].reverse().forEach((d, di) => {
                const sheet = sheets[(li + variant + di) % sheets.length]!;
                images2.push({ group_id: id, game_turn: d.turn, image_url: sheet.url, thumb_url: sheet.thumbUrl, like_count: (id * 3 + di) % 50 });
              });
            }
          }
        }
      }
      await bulk(
        tx,
        'gallery_groups',
        { id: 'int', company_id: 'int', game_id: 'int', play_category_id: 'int', group_type: 'smallint', name: 'text', initial: 'text', popular: 'boolean', sort: 'int' },
        groups,
      );
      await bulk(tx, 'gallery_images', { group_id: 'int', game_turn: 'text', image_url: 'text', thumb_url: 'text', like_count: 'int' }, images2);
    });
  }

  if (needPromotions) {
    await withTransaction(pool, async (tx) => {
      const classes = ['新人优惠', '充值优惠', '返水活动', '节日活动'];
      for (const [i, name] of classes.entries()) {
        await tx.query(
          'INSERT INTO promotion_classes (company_id, classify_type, classify_name, sort) VALUES ($1, $2, $3, $2) ON CONFLICT DO NOTHING',
          [companyId, i + 1, name],
        );
      }
      const promos: [number, string, number, string][] = [
        [1, '新人注册送体验金', 1, '<p>新会员注册即送<b style="color:#e00221">18元</b>体验金，完成首充再送彩金。</p>'],
        [1, '首充双倍礼', 1, '<p>首次充值任意金额，赠送等额彩金，最高<b>888元</b>。</p><ul><li>活动期间每人限一次</li><li>彩金一倍流水即可提款</li></ul>'],
        [2, '每日充值加赠', 1, '<p>每日首笔充值加赠<b>3%</b>，上不封顶。</p>'],
        [2, 'VIP资料开通', 3, ''],
        [3, '天天返水1%', 1, '<p>每日有效投注自动返水<b>1%</b>，次日到账。</p>'],
        [3, '周周救援金', 1, '<p>每周亏损满500元可申请救援金，最高<b>5888元</b>。</p>'],
        [4, '中秋佳节送彩金', 1, '<p>中秋期间登录即可领取节日彩金。</p>'],
        [4, '新春红包雨', 1, '<p>春节每天三场红包雨，最高<b>8888元</b>。</p>'],
      ];
      for (const [i, [classifyType, name, templateType, content]] of promos.entries()) {
        const banner = images.banners[(classifyType - 1 + i) % images.banners.length]!;
        await tx.query(
          `INSERT INTO promotions (company_id, classify_type, name, cover_url, image_url, template_type, color, start_time, end_time, domain, content, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, now() - interval '3 days', now() + interval '365 days', '', $8, $9)`,
          [companyId, classifyType, name, banner.thumbUrl, banner.url, templateType, ['#e00221', '#1677ff', '#722ed1', '#fa8c16'][classifyType - 1], sanitizeContent(content), promos.length - i],
        );
      }
    });
  }
}
