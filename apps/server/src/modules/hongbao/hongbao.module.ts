import type { FastifyInstance } from 'fastify';
import { ChatCommand } from '@sixmark/shared';
import type { AuthUser } from '../../plugins/auth';
import type { ChatIdentity, ChatModuleInternals } from '../chat';
import { expireDue, summaryById, type HongbaoDeps, type HongbaoRooms } from './hongbao.service';

/** The red packet module's live parts, built once per app and shared by its routes and job. */
export interface HongbaoModule {
  deps: HongbaoDeps;
  /** One pass of the expiry (refunds, missed finishes); several processes may run it at once. */
  expireOnce: () => Promise<{ id: number; refunded: number }[]>;
}

const identityOf = (u: AuthUser): ChatIdentity => ({
  kind: 'member',
  key: `u:${u.id}`,
  userId: u.id,
  companyId: u.companyId,
  tokenId: u.tokenId,
  type: u.type,
});

/**
 * Red packets over the chat module: the room's own permission rule (send to post a packet,
 * read to grab or view one), the packet as a stored room message (command HONGBAO, type
 * 'hongbao', the summary in `extra`; its clientId makes a repeated post store nothing), and
 * grab / finish / expiry updates as room frames (HONGBAO_GRAB, not stored: the history keeps
 * one message per packet, and the detail call has the current state).
 */
export function chatRooms(chat: ChatModuleInternals): HongbaoRooms {
  return {
    assertCanPost: async (user, roomId) => {
      await chat.core.requireSend(identityOf(user), roomId);
    },
    assertCanRead: async (user, roomId) => {
      await chat.core.requireRead(identityOf(user), roomId);
    },
    postPacket: async (user, summary) => {
      const message = await chat.postMessage(summary.roomId, {
        command: ChatCommand.HONGBAO,
        content: { type: 'hongbao', body: summary.greeting, extra: { ...summary, hongbaoId: summary.id } },
        senderUserId: user.id,
        clientId: `hongbao:${summary.id}`,
      });
      return String(message.id);
    },
    postUpdate: (summary) =>
      chat.publishToRoom(summary.roomId, {
        command: ChatCommand.HONGBAO_GRAB,
        content: { type: 'hongbao_grab', room_id: summary.roomId, extra: { ...summary, hongbaoId: summary.id } },
      }),
  };
}

export function createHongbaoModule(app: FastifyInstance, chat: ChatModuleInternals): HongbaoModule {
  const rooms = chatRooms(chat);
  const deps: HongbaoDeps = {
    pool: app.pool,
    rooms,
    onPostError: (err) => app.log.error({ err }, 'red packet room post failed'),
  };
  return {
    deps,
    expireOnce: async () => {
      const closed = await expireDue(app.pool);
      for (const c of closed) {
        const summary = await summaryById(app.pool, c.id);
        if (summary) await rooms.postUpdate(summary).catch((err: unknown) => deps.onPostError?.(err));
      }
      return closed;
    },
  };
}
