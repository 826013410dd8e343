import type {
  ChatCommandValue,
  ChatContent,
  ChatFrame,
  ChatMessage,
  ChatMessageType,
  ChatUserInfo,
} from '@sixmark/shared';

/** Who is talking: a member (by chat token) or a guest (by guest credential). */
export type ChatIdentity =
  | {
      kind: 'member';
      key: string;
      userId: number;
      companyId: number;
      tokenId: number;
      type: 'NORMAL' | 'TEST';
    }
  | { kind: 'guest'; key: string; guestId: number; companyId: number };

/** What {@link ChatModule.postMessage} stores. */
export interface PostMessageInput {
  /** A ChatCommand number (ROOM_MESSAGE, PRIVATE_MESSAGE, HONGBAO, ...). */
  command: ChatCommandValue | number;
  content: {
    type: ChatMessageType;
    body: string;
    extra?: Record<string, unknown>;
    /** Shown sender; when omitted and senderUserId is given, taken from the member's profile. */
    userinfo?: ChatUserInfo | null;
    reciveId?: number;
  };
  senderUserId?: number;
  senderGuestId?: number;
  /** The sender's own id for this send: a repeat stores nothing and answers the first message. */
  clientId?: string;
}

/**
 * The chat service's public surface (modules/chat/index.ts). Other modules (red packets,
 * chat-social) use only this; see docs/chat.md.
 */
export interface ChatModule {
  /**
   * Stores a message in PostgreSQL as the room's next message, then fans it out over the bus
   * to every socket in the room, in every process. No permission checks: the caller decides
   * (use {@link ChatModule.send} for a member's or guest's own message). Rejects with
   * SYS/NOT_FOUND for an unknown room.
   */
  postMessage(roomId: number, input: PostMessageInput): Promise<ChatMessage>;
  /**
   * A member's or guest's own message with every check of the socket path: maintenance,
   * permissions (chatAccess), mute, kick, slow mode, word filter. Throws AppError (CHAT/*).
   */
  send(
    identity: ChatIdentity,
    roomId: number,
    input: {
      type: ChatMessageType;
      body: string;
      clientId?: string;
      reciveId?: number;
      extra?: Record<string, unknown>;
    },
    command?: number,
  ): Promise<ChatMessage>;
  /** A control frame to every socket in a room (not stored): deletions, room updates. */
  publishToRoom(roomId: number, frame: ChatFrame): Promise<void>;
  /** A frame to every socket of an identity key ('u:{id}' / 'g:{id}'), in every process. */
  publishToIdentity(key: string, frame: ChatFrame): Promise<void>;
  /** Removes an identity's sockets from a room (kick; null = from every room) in every process. */
  evict(key: string, roomId: number | null, frame?: ChatFrame): Promise<void>;
  /** Drops cached room settings / word filters of a company in every process after a change. */
  invalidate(companyId: number, what: 'rooms' | 'words' | 'config'): Promise<void>;
  /** The identity of a Bearer chat token (403 CHAT/TOKEN_INVALID when unknown or revoked). */
  identityOfToken(token: string): Promise<ChatIdentity>;
  /** The identity of a guest credential (hash_id) (403 CHAT/TOKEN_INVALID when unknown). */
  identityOfGuest(hashId: string): Promise<ChatIdentity>;
  /** Sender snapshot of an identity as messages show it. */
  userInfoOf(identity: ChatIdentity): Promise<ChatUserInfo>;
  /** A new guest identity (id-generation): hash_id is its credential, shown once. */
  createGuest(companyId: number, ip: string): Promise<{ id: number; nickname: string; hash_id: string }>;
  /** Live members of a room across processes (total_people). */
  totalPeople(roomId: number): Promise<number>;
}

export type { ChatContent };
