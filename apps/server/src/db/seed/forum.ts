import type { FastifyInstance } from 'fastify';
import { GAME_ID, LM_OPTIONS, type ForecastPicks } from '@sixmark/shared';
import { ZODIAC_NAMES } from '@sixmark/shared/domain/zodiac';
import { withTransaction } from '../../lib/tx';
import { scoreDue } from '../../modules/forum';

/** mulberry32: the demo picks are the same on every install (and honest: not fitted to results). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pickSome<T>(r: () => number, from: readonly T[], n: number): T[] {
  const pool = [...from];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0]!);
  return out;
}

function demoPicks(r: () => number): ForecastPicks {
  return {
    number: pickSome(r, Array.from({ length: 49 }, (_, i) => i + 1), 12).sort((a, b) => a - b),
    zodiac: pickSome(r, ZODIAC_NAMES, 6),
    colour: pickSome(r, ['red', 'blue', 'green'] as const, 2),
    tail: pickSome(r, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5).sort((a, b) => a - b),
    lm: [pickSome(r, LM_OPTIONS.slice(0, 2), 1)[0]!],
  };
}

/**
 * Demo forum (issue 19): a few posts in every board, replies, one report, and forecasts of
 * the demo accounts over the last 30 drawn periods of 澳门六合彩, scored by the real scoring
 * pass so the 高手榜 has something to show. Demo data only; runs once (skips when any post exists).
 */
export async function seedForum(app: FastifyInstance): Promise<void> {
  const { pool } = app;
  const companyId = await app.companyId();
  if ((await pool.query('SELECT 1 FROM forum_posts LIMIT 1')).rowCount) return;
  const { rows: users } = await pool.query<{ id: string; account: string }>(
    `SELECT id, account FROM users WHERE company_id = $1 AND account = ANY($2) ORDER BY id`,
    [companyId, ['demo01', 'agent01', 'member02']],
  );
  if (users.length === 0) return;
  const byName = new Map(users.map((u) => [u.account, Number(u.id)]));
  const author = (name: string) => byName.get(name) ?? Number(users[0]!.id);
  await withTransaction(pool, async (tx) => {
    const post = async (board: string, user: number, title: string, content: string, gameId: number | null = null, hoursAgo = 1) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO forum_posts (company_id, board, game_id, user_id, title, content, created_at, updated_at, last_reply_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(hours => $7), now() - make_interval(hours => $7), now() - make_interval(hours => $7)) RETURNING id`,
        [companyId, board, gameId, user, title, content, hoursAgo],
      );
      return Number(rows[0]!.id);
    };
    const welcome = await post('water', author('demo01'), '新人报到，大家好！', '刚注册，来论坛学习一下，请各位高手多多指教。', null, 30);
    await post('water', author('member02'), '今晚的特码大家怎么看？', '最近几期绿波出得多，大家觉得会继续吗？', GAME_ID.macau, 5);
    await post('public', author('agent01'), '生肖号码对照表（马年）', '<p>马 01 13 25 37 49 · 蛇 02 14 26 38 · 龙 03 15 27 39 · 兔 04 16 28 40</p><p>虎 05 17 29 41 · 牛 06 18 30 42 · 鼠 07 19 31 43 · 猪 08 20 32 44</p><p>狗 09 21 33 45 · 鸡 10 22 34 46 · 猴 11 23 35 47 · 羊 12 24 36 48</p>', null, 48);
    await post('public', author('demo01'), '波色表（红蓝绿）', '<p>红波：01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46</p><p>蓝波：03 04 09 10 14 15 20 25 26 31 36 37 41 42 47 48</p><p>绿波：05 06 11 16 17 21 22 27 28 32 33 38 39 43 44 49</p>', null, 72);
    const { rows: r1 } = await tx.query<{ id: string }>(`INSERT INTO forum_replies (post_id, user_id, content) VALUES ($1, $2, '欢迎欢迎！') RETURNING id`, [welcome, author('agent01')]);
    await tx.query(`INSERT INTO forum_replies (post_id, user_id, content, quote_reply_id) VALUES ($1, $2, '谢谢！', $3)`, [welcome, author('demo01'), r1[0]!.id]);
    await tx.query('UPDATE forum_posts SET reply_count = 2 WHERE id = $1', [welcome]);
    await tx.query(`INSERT INTO forum_reports (post_id, user_id, reason) VALUES ($1, $2, '演示举报：标题党')`, [welcome, author('member02')]);

    const { rows: turns } = await tx.query<{ turn_num: string; draw_at: Date }>(
      `SELECT turn_num, draw_at FROM lottery_turns WHERE game_id = $1 AND status = 'drawn' ORDER BY draw_at DESC LIMIT 30`,
      [GAME_ID.macau],
    );
    for (const [a, name] of ['demo01', 'agent01', 'member02'].entries()) {
      if (!byName.has(name)) continue;
      for (const [i, t] of turns.entries()) {
        const r = rng(a * 100_003 + i * 7 + 1);
        const hours = Math.max(1, Math.round((Date.now() - t.draw_at.getTime()) / 3_600_000) + 1);
        const id = await post('master', author(name), `${t.turn_num}期 特码预测`, '综合走势分析，仅供参考。', GAME_ID.macau, hours);
        await tx.query(`INSERT INTO forum_forecasts (post_id, user_id, game_id, turn_num, picks, price) VALUES ($1, $2, $3, $4, $5, 0)`, [
          id,
          author(name),
          GAME_ID.macau,
          t.turn_num,
          JSON.stringify(demoPicks(r)),
        ]);
      }
    }
  });
  while ((await scoreDue(pool)) > 0);
}
