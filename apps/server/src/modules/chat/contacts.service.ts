import type pg from 'pg';
import { chatNicknameOf, chatSocialMsg, ErrorCode, type Contact, type ContactApplyBody } from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import * as repo from './contacts.repo';
import { lastMessageOf } from './social-format';

/** A member on the chat side: who calls the contact calls. */
export interface ChatMember {
  id: number;
  companyId: number;
  type: 'NORMAL' | 'TEST';
}

/** At most this many contacts in one list answer (the list is not paged in spec 3). */
const CONTACT_LIST_MAX = 500;

const toContact = (r: repo.ContactRow): Contact => ({
  friend_id: Number(r.friend_id),
  nickname: r.nickname || chatNicknameOf(r.account, r.chat_nickname),
  avatarId: r.avatar_id,
  chatLevel: r.chat_level,
  room_id: r.room_id,
  last_message: lastMessageOf(r),
  created_at: (r.msg_at ?? r.created_at).toISOString(),
});

/** `GET /chat/contact/list`: the caller's contacts, newest last message first. */
export async function listContacts(pool: pg.Pool, me: ChatMember): Promise<Contact[]> {
  return (await repo.listContacts(pool, me.id, CONTACT_LIST_MAX)).map(toContact);
}

/** `GET /chat/contact/contactdetail`: one contact of the caller. */
export async function contactDetail(pool: pg.Pool, me: ChatMember, friendId: number): Promise<Contact> {
  const row = await repo.findContact(pool, me.id, friendId);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { message: chatSocialMsg.contactNotFound });
  return toContact(row);
}

/**
 * `POST /chat/contact/apply/createaccept`: adds each member to the other's contacts with one
 * private room, in one step (apply and accept). Repeats, and 20 calls at once, find the pair
 * made by the first (pair lock), so there is one room and one row each way. Trial accounts
 * cannot start private chats (a throwaway account must not reach members one by one).
 */
export async function applyCreateAccept(pool: pg.Pool, me: ChatMember, body: ContactApplyBody): Promise<Contact> {
  if (me.type === 'TEST') throw new AppError(ErrorCode.TRIAL_FORBIDDEN);
  if (body.friend_id === me.id) throw new AppError(ErrorCode.BAD_REQUEST, { message: chatSocialMsg.notYourself });
  const friend = await repo.findMember(pool, body.friend_id);
  if (!friend || Number(friend.company_id) !== me.companyId || friend.status === 'disabled') {
    throw new AppError(ErrorCode.NOT_FOUND, { message: chatSocialMsg.friendNotFound });
  }
  const self = (await repo.findMember(pool, me.id))!;
  await withTransaction(pool, async (tx) => {
    await repo.lockPair(tx, me.id, friend.id);
    const roomId = (await repo.findPairRoom(tx, me.id, Number(friend.id))) ?? (await repo.createPrivateRoom(tx, me.companyId, me.id, Number(friend.id)));
    const friendNickname = body.friend_nickname || chatNicknameOf(friend.account, friend.chat_nickname);
    const myNickname = body.nickname || chatNicknameOf(self.account, self.chat_nickname);
    const friendAvatar = body.friend_avatarId ?? friend.avatar_id;
    const myAvatar = body.avatarId ?? self.avatar_id;
    const added = await repo.insertContact(tx, { userId: me.id, friendId: Number(friend.id), roomId, nickname: friendNickname, avatarId: friendAvatar });
    await repo.insertContact(tx, { userId: Number(friend.id), friendId: me.id, roomId, nickname: myNickname, avatarId: myAvatar });
    if (added) {
      await repo.insertAcceptedApplication(tx, {
        companyId: me.companyId,
        userId: me.id,
        friendId: Number(friend.id),
        nickname: myNickname,
        friendNickname,
        avatarId: myAvatar,
        friendAvatarId: friendAvatar,
      });
    }
  });
  return contactDetail(pool, me, Number(friend.id));
}
