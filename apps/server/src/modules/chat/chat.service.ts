import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import {
  applyWordFilter,
  CHAT_CONFIG_KEYS,
  CHAT_GUEST_TOKEN_PREFIX,
  CHAT_LIMITS,
  CHAT_MSG,
  ChatCommand,
  chatAccess,
  chatNicknameOf,
  ErrorCode,
  type ChatDenial,
  type ChatFrame,
  type ChatMessage,
  type ChatUserInfo,
} from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { resolveChatToken } from '../../plugins/auth';
import { siteNamespace, type Bus } from '../../realtime/bus';
import * as repo from './chat.repo';
import type { ChatState } from './chat.state';
import type { ChatIdentity, PostMessageInput } from './chat.types';

/**
 * Bus channels of one site: `chat:{ns}:room` (stored room messages and room control frames,
 * all rooms on one channel) and `chat:{ns}:ctl` (per-identity frames, evictions, cache
 * invalidation). `ns` is the database name, so sites (and test databases) sharing one Redis
 * never see each other's room ids.
 */
export const chatChannels = (ns: string) => ({ room: `chat:${ns}:room`, ctl: `chat:${ns}:ctl` });

/** The namespace of a site: its database name ('sixmark' for the embedded database). */
export const chatNamespace = siteNamespace;

export type RoomBusMessage =
  { kind: 'msg'; message: ChatMessage } | { kind: 'frame'; roomId: number; frame: ChatFrame };
export type CtlBusMessage =
  | { kind: 'identity'; key: string; frame: ChatFrame }
  | { kind: 'evict'; key: string; roomId: number | null; frame?: ChatFrame }
  | { kind: 'invalidate'; companyId: number; what: 'rooms' | 'words' | 'config' };

export interface ChatSettings {
  maintenance: boolean;
  winPopupSeconds: number;
  /** Yuan. */
  awardMinReward: number;
}

/** A value kept for `ttlMs`, dropped early by invalidate (bus). */
class TtlCache<K, V> {
  private readonly map = new Map<K, { at: number; value: Promise<V> }>();
  constructor(private readonly ttlMs: number) {}
  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.map.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.map.set(key, { at: Date.now(), value });
    value.catch(() => this.map.delete(key));
    if (this.map.size > 10_000) this.map.clear();
    return value;
  }
  clear(): void {
    this.map.clear();
  }
}

const denialError = (d: ChatDenial, mutedUntil?: Date | null): AppError => {
  switch (d) {
    case 'maintenance':
      return new AppError(ErrorCode.CHAT_MAINTENANCE);
    case 'login':
      return new AppError(ErrorCode.CHAT_LOGIN);
    case 'unavailable':
      return new AppError(ErrorCode.CHAT_UNAVAILABLE);
    case 'readonly':
      return new AppError(ErrorCode.CHAT_READONLY);
    case 'muted':
      return new AppError(ErrorCode.CHAT_MUTED, {
        message: CHAT_MSG.muted(
          (mutedUntil ?? new Date()).toISOString().replace('T', ' ').slice(0, 19) + ' UTC',
        ),
        data: { until: mutedUntil?.toISOString() ?? null },
      });
  }
};

const IMAGE_URL_RE = /^\/sys-upload\/uploads\/([a-f0-9]{32})\.(jpg|png|webp|gif)$/;

export interface ChatCoreDeps {
  ns: string;
  pool: pg.Pool;
  bus: Bus;
  state: ChatState;
  log: FastifyBaseLogger;
}

export type ChatCore = ReturnType<typeof createChatCore>;

/**
 * Rules and storage of the chat: identities, permissions, settings, sending and fan-out.
 * The socket hub and the routes use it; other modules reach it through ChatModule.
 */
export function createChatCore(deps: ChatCoreDeps) {
  const { pool, bus, state } = deps;
  const channels = chatChannels(deps.ns);
  const settingsCache = new TtlCache<number, ChatSettings>(3_000);
  const roomCache = new TtlCache<number, repo.RoomRow | null>(3_000);
  const wordCache = new TtlCache<number, { word: string; replacement: string }[]>(30_000);

  const settings = (companyId: number): Promise<ChatSettings> =>
    settingsCache.get(companyId, async () => {
      const map = await repo.configValues(pool, companyId, Object.values(CHAT_CONFIG_KEYS));
      const popup = Number(map.get(CHAT_CONFIG_KEYS.winPopupSeconds));
      const award = Number(map.get(CHAT_CONFIG_KEYS.awardMinReward));
      return {
        maintenance: (map.get(CHAT_CONFIG_KEYS.maintenance) ?? '0') === '1',
        winPopupSeconds:
          Number.isFinite(popup) && popup > 0 ? Math.min(popup, 600) : CHAT_LIMITS.winPopupSeconds,
        awardMinReward: Number.isFinite(award) && award > 0 ? award : 0,
      };
    });
  const room = (roomId: number) => roomCache.get(roomId, () => repo.roomById(pool, roomId));
  const words = (companyId: number) => wordCache.get(companyId, () => repo.wordFilters(pool, companyId));

  const invalidateLocal = (what: 'rooms' | 'words' | 'config') => {
    if (what === 'rooms') roomCache.clear();
    else if (what === 'words') wordCache.clear();
    else settingsCache.clear();
  };

  const who = (identity: ChatIdentity) =>
    identity.kind === 'member' ? { userId: identity.userId } : { guestId: identity.guestId };

  async function identityOfToken(token: string): Promise<ChatIdentity> {
    if (token.startsWith(CHAT_GUEST_TOKEN_PREFIX)) return identityOfGuest(token);
    try {
      const user = await resolveChatToken(pool, token);
      return {
        kind: 'member',
        key: `u:${user.id}`,
        userId: user.id,
        companyId: user.companyId,
        tokenId: user.tokenId,
        type: user.type,
      };
    } catch (err) {
      if (err instanceof AppError) throw new AppError(ErrorCode.CHAT_TOKEN_INVALID);
      throw err;
    }
  }

  async function identityOfGuest(hashId: string): Promise<ChatIdentity> {
    const g = hashId.startsWith(CHAT_GUEST_TOKEN_PREFIX)
      ? await repo.guestBySecretHash(pool, hashToken(hashId))
      : null;
    if (!g || g.revoked_at) throw new AppError(ErrorCode.CHAT_TOKEN_INVALID);
    return { kind: 'guest', key: `g:${g.id}`, guestId: Number(g.id), companyId: g.company_id };
  }

  async function createGuest(
    companyId: number,
    ip: string,
  ): Promise<{ id: number; nickname: string; hash_id: string }> {
    const secret = CHAT_GUEST_TOKEN_PREFIX + randomBytes(24).toString('base64url');
    const nickname = `游客${randomBytes(3).toString('hex').toUpperCase()}`;
    const id = await repo.insertGuest(pool, {
      companyId,
      nickname,
      secretHash: hashToken(secret),
      ip: ip.slice(0, 64),
    });
    return { id, nickname, hash_id: secret };
  }

  async function memberInfo(userId: number) {
    const m = await repo.memberChatInfo(pool, userId);
    if (!m) throw new AppError(ErrorCode.CHAT_TOKEN_INVALID);
    return m;
  }

  const userInfoFromRow = (m: repo.MemberChatRow): ChatUserInfo => ({
    user_id: Number(m.id),
    nickname: chatNicknameOf(m.account, m.chat_nickname),
    avatar: m.avatar_id,
    chatLevel: m.chat_level,
    color: m.chat_theme_color,
    isGuest: false,
  });

  async function userInfoOf(identity: ChatIdentity): Promise<ChatUserInfo> {
    if (identity.kind === 'member') return userInfoFromRow(await memberInfo(identity.userId));
    const { rows } = await pool.query<{ nickname: string }>(
      'SELECT nickname FROM chat_guests WHERE id = $1',
      [identity.guestId],
    );
    return {
      user_id: identity.guestId,
      nickname: rows[0]?.nickname ?? '游客',
      avatar: 1,
      chatLevel: 0,
      color: '',
      isGuest: true,
    };
  }

  /**
   * What an identity may do in a room (or in chat at all when roomId is null), with the facts
   * the rule needs loaded in parallel.
   */
  async function access(identity: ChatIdentity | null, roomId: number | null) {
    const companyId = identity?.companyId ?? null;
    const [cfg, r, member] = await Promise.all([
      companyId === null ? null : settings(companyId),
      roomId === null ? null : room(roomId),
      identity?.kind === 'member' ? memberInfo(identity.userId) : null,
    ]);
    const inCompany = r && identity ? r.company_id === identity.companyId : true;
    const [mutedUntil, banned, isMember] =
      identity && r && inCompany
        ? await Promise.all([
            repo.mutedUntil(pool, r.id, who(identity)),
            repo.bannedFromRoom(pool, r.id, who(identity)),
            r.kind === 'public' ? true : repo.isRoomMember(pool, r.id, who(identity)),
          ])
        : [null, false, false];
    const decision = chatAccess({
      maintenance: cfg?.maintenance ?? false,
      identity: !identity
        ? null
        : identity.kind === 'guest'
          ? { kind: 'guest' }
          : {
              kind: 'member',
              enableChat: member!.enable_chat,
              vipEnableChat: member!.vip_enable_chat,
              chatLevel: member!.chat_level,
            },
      room:
        roomId === null
          ? null
          : r && inCompany
            ? { kind: r.kind, open: r.status === 'open', enableChat: r.enable_chat, isMember }
            : { kind: 'public', open: false, enableChat: 0, isMember: false },
      banned,
      mutedUntil,
    });
    return { decision, room: r, member, mutedUntil, settings: cfg };
  }

  /** Throws the spec's answer unless the identity may read the room (or use chat at all). */
  async function requireRead(identity: ChatIdentity | null, roomId: number | null) {
    const a = await access(identity, roomId);
    if (a.decision.read) throw denialError(a.decision.read, a.mutedUntil);
    return a;
  }

  /** Throws the spec's answer unless the identity may send in the room (red packets: hongbao). */
  async function requireSend(identity: ChatIdentity, roomId: number) {
    const a = await access(identity, roomId);
    if (a.decision.send) throw denialError(a.decision.send, a.mutedUntil);
    return a;
  }

  async function publishMessage(message: ChatMessage): Promise<void> {
    const m: RoomBusMessage = { kind: 'msg', message };
    // A lost publish is healed by the hubs' chain check (next message or the tail sweep).
    await bus
      .publish(channels.room, m)
      .catch((err: unknown) => deps.log.error({ err }, 'chat publish failed'));
  }

  async function store(
    roomId: number,
    input: PostMessageInput,
    userinfo: ChatUserInfo | null,
  ): Promise<{ message: ChatMessage; created: boolean }> {
    const stored = await repo.insertMessage(pool, {
      roomId,
      command: input.command,
      type: input.content.type,
      body: input.content.body,
      extra: input.content.extra ?? {},
      userinfo,
      senderUserId: input.senderUserId ?? null,
      senderGuestId: input.senderGuestId ?? null,
      receiveUserId: input.content.reciveId ?? null,
      clientId: input.clientId ?? null,
    });
    if (!stored) throw new AppError(ErrorCode.NOT_FOUND);
    const message = repo.toChatMessage(stored.row);
    if (stored.created) await publishMessage(message);
    // chat-social: the addressee of a private message hears of it on every socket, in whatever
    // room it is (spec 3 Private message prompt); a socket in the room too dedupes by id.
    if (stored.created && message.command === ChatCommand.PRIVATE_MESSAGE && message.content.reciveId) {
      const m: CtlBusMessage = { kind: 'identity', key: `u:${message.content.reciveId}`, frame: message };
      await bus.publish(channels.ctl, m).catch((err: unknown) => deps.log.error({ err }, 'chat private notice failed'));
    }
    return { message, created: stored.created };
  }

  async function postMessage(roomId: number, input: PostMessageInput): Promise<ChatMessage> {
    let userinfo = input.content.userinfo ?? null;
    if (userinfo === null && input.content.userinfo === undefined && input.senderUserId !== undefined) {
      userinfo = userInfoFromRow(await memberInfo(input.senderUserId));
    }
    return (await store(roomId, input, userinfo)).message;
  }

  /** The checked send of a member or guest (socket and chat-social). */
  async function send(
    identity: ChatIdentity,
    roomId: number,
    input: {
      type: 'text' | 'emoji' | 'image' | 'quick' | string;
      body: string;
      clientId?: string;
      reciveId?: number;
      extra?: Record<string, unknown>;
    },
    commandGiven?: number,
  ): Promise<ChatMessage> {
    const a = await access(identity, roomId);
    if (a.decision.send) throw denialError(a.decision.send, a.mutedUntil);
    const r = a.room!;
    // chat-social: without a command, a message takes its room's kind (private, guest, public).
    const command =
      commandGiven ?? (r.kind === 'private' ? ChatCommand.PRIVATE_MESSAGE : r.kind === 'guest' ? ChatCommand.GUEST_MESSAGE : ChatCommand.ROOM_MESSAGE);
    const sender = who(identity);
    if (input.clientId) {
      const again = await repo.messageByClientId(pool, roomId, input.clientId, sender);
      if (again) return repo.toChatMessage(again);
    }
    let body = input.body;
    const extra: Record<string, unknown> = { ...input.extra };
    if (input.type === 'image') {
      const m = IMAGE_URL_RE.exec(body);
      if (!m) throw new AppError(ErrorCode.BAD_REQUEST, { message: CHAT_MSG.imageRequired });
      extra.thumbUrl = `/sys-upload/uploads/${m[1]}.thumb.webp`;
    } else {
      body = applyWordFilter(body, await words(r.company_id));
    }
    const staff = (a.member?.chat_level ?? 0) >= CHAT_LIMITS.staffChatLevel;
    const slow = r.kind === 'public' && r.sec_per_mess > 0 && !staff;
    if (slow) {
      const wait = await state.claimSlowMode(r.id, identity.key, r.sec_per_mess);
      if (wait > 0)
        throw new AppError(ErrorCode.CHAT_SLOW_MODE, {
          message: CHAT_MSG.slowMode(wait),
          data: { retry_after: wait },
        });
    }
    // chat-social: a private message is addressed to the room's other member, whatever the
    // client sent as reciveId (the prompt of spec 3 must not be misaddressed).
    const reciveId = r.kind === 'private' && identity.kind === 'member' ? await repo.otherPrivateMember(pool, r.id, identity.userId) : input.reciveId;
    try {
      const userinfo = a.member ? userInfoFromRow(a.member) : await userInfoOf(identity);
      const { message } = await store(
        roomId,
        {
          command,
          content: {
            type: input.type as 'text',
            body,
            extra,
            userinfo,
            ...(reciveId ? { reciveId } : {}),
          },
          ...(identity.kind === 'member'
            ? { senderUserId: identity.userId }
            : { senderGuestId: identity.guestId }),
          ...(input.clientId ? { clientId: input.clientId } : {}),
        },
        userinfo,
      );
      return message;
    } catch (err) {
      if (slow) await state.releaseSlowMode(r.id, identity.key).catch(() => undefined);
      throw err;
    }
  }

  return {
    channels,
    settings,
    room,
    words,
    invalidateLocal,
    identityOfToken,
    identityOfGuest,
    createGuest,
    userInfoOf,
    access,
    requireRead,
    requireSend,
    postMessage,
    send,
    publishToRoom: (roomId: number, frame: ChatFrame) =>
      bus.publish(channels.room, { kind: 'frame', roomId, frame } satisfies RoomBusMessage),
    publishCtl: (m: CtlBusMessage) => bus.publish(channels.ctl, m),
  };
}
