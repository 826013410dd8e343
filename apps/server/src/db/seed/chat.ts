import type { FastifyInstance } from 'fastify';
import { ChatCommand, chatNicknameOf } from '@sixmark/shared';
import { withTransaction } from '../../lib/tx';

const GROUPS = [
  {
    name: '六合彩',
    rooms: [
      {
        name: '六合彩大厅',
        description: '开奖直播，一起聊号码',
        gameId: null,
        isDefault: true,
        secPerMess: 0,
      },
      { name: '香港六合彩', description: '香港六合彩专区', gameId: 1, isDefault: false, secPerMess: 0 },
      { name: '澳门六合彩', description: '澳门六合彩专区', gameId: 70, isDefault: false, secPerMess: 3 },
    ],
  },
  {
    name: '交流',
    rooms: [
      {
        name: '新手交流',
        description: '新手问答，老玩家带路',
        gameId: null,
        isDefault: false,
        secPerMess: 0,
      },
    ],
  },
] as const;

const QUICK = ['大家好！', '恭喜发财！', '这期看好哪个生肖？', '跟一手！', '中奖了，谢谢大家！'];

const HISTORY: { account: string; body: string; type?: 'emoji' }[] = [
  { account: 'demo01', body: '大家好，今晚香港开奖一起看！' },
  { account: 'member02', body: '这期我看好马和龙 🐎🐉' },
  { account: 'agent01', body: '特码注意尾数 7，仅供参考。' },
  { account: 'demo01', body: '😀', type: 'emoji' },
  { account: 'member02', body: '上期中了平特一肖，开心！' },
  { account: 'agent01', body: '新朋友可以去新手交流房间提问。' },
];

/**
 * Demo chat: class groups with the rooms of the demo (六合彩大厅, 香港六合彩, 澳门六合彩 with
 * 3 s slow mode, 新手交流), quick messages and a few messages from the demo users in the hall.
 * Skipped when the company already has class groups.
 */
export async function seedChat(app: FastifyInstance): Promise<void> {
  const companyId = await app.companyId();
  await withTransaction(app.pool, async (tx) => {
    const done = await tx.query('SELECT 1 FROM chat_class_groups WHERE company_id = $1 LIMIT 1', [companyId]);
    if (done.rowCount) return;
    let hallId = 0;
    let sort = 0;
    for (const [gi, g] of GROUPS.entries()) {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO chat_class_groups (company_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id',
        [companyId, g.name, gi + 1],
      );
      for (const r of g.rooms) {
        const room = await tx.query<{ id: number }>(
          `INSERT INTO chat_rooms (company_id, kind, class_group_id, name, description, sort_order, sec_per_mess, is_default, game_id)
           VALUES ($1, 'public', $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [companyId, rows[0]!.id, r.name, r.description, ++sort, r.secPerMess, r.isDefault, r.gameId],
        );
        if (r.isDefault) hallId = room.rows[0]!.id;
      }
    }
    for (const [i, content] of QUICK.entries())
      await tx.query(
        'INSERT INTO chat_quick_messages (company_id, content, sort_order) VALUES ($1, $2, $3)',
        [companyId, content, i + 1],
      );
    let prev = 0;
    for (const [i, h] of HISTORY.entries()) {
      const u = await tx.query<{
        id: string;
        account: string;
        avatar_id: number;
        chat_level: number;
        chat_theme_color: string;
      }>(
        'SELECT id, account, avatar_id, chat_level, chat_theme_color FROM users WHERE company_id = $1 AND account = $2',
        [companyId, h.account],
      );
      const user = u.rows[0];
      if (!user) continue;
      const userinfo = {
        user_id: Number(user.id),
        nickname: chatNicknameOf(user.account),
        avatar: user.avatar_id,
        chatLevel: user.chat_level,
        color: user.chat_theme_color,
        isGuest: false,
      };
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO chat_messages (company_id, room_id, prev_id, command, msg_type, body, userinfo, sender_user_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, now() - make_interval(mins => $9)) RETURNING id`,
        [
          companyId,
          hallId,
          prev,
          ChatCommand.ROOM_MESSAGE,
          h.type ?? 'text',
          h.body,
          JSON.stringify(userinfo),
          user.id,
          (HISTORY.length - i) * 3,
        ],
      );
      prev = Number(rows[0]!.id);
    }
    await tx.query('UPDATE chat_rooms SET last_message_id = $2 WHERE id = $1', [hallId, prev]);
  });
}
