// Shared by the chat page tests: a fake /ws-chat server side and the chat service's answers.
import { ChatCommand, type ChatGroupClassList, type ChatMessage } from '@sixmark/shared';
import { vi } from 'vitest';
import { resetChatClient } from '../lib/chat-client';

/** A WebSocket stand-in the test drives as the server. */
export class FakeChatSocket {
  static instances: FakeChatSocket[] = [];
  sent: Record<string, unknown>[] = [];
  readyState = 0;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(public url: string) {
    FakeChatSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSend(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  serverClose(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
  /** Frames the client sent with this command. */
  sentOf(command: number) {
    return this.sent.filter((f) => f.command === command);
  }
}

export const lastSocket = () => FakeChatSocket.instances[FakeChatSocket.instances.length - 1]!;

export function installFakeSocket() {
  FakeChatSocket.instances = [];
  resetChatClient();
  vi.stubGlobal('WebSocket', FakeChatSocket);
}

export const chatUser = (id: number, nickname: string, color = '') => ({ user_id: id, nickname, avatar: 1, chatLevel: 1, color, isGuest: false });

let stamp = Date.UTC(2026, 10, 23, 12, 0, 0);
/** A stored room message as the server sends it. */
export function roomMessage(id: number, room: number, body: string, user = chatUser(9, '路人甲'), extra: Partial<ChatMessage['content']> = {}): ChatMessage {
  stamp += 1000;
  return {
    id,
    prev_id: id - 1,
    created_at: new Date(stamp).toISOString(),
    command: ChatCommand.ROOM_MESSAGE,
    content: { room_id: room, userinfo: user, type: 'text', body, extra: {}, ...extra },
    channel: `room:${room}`,
  };
}

export const groupClassList = (over: Partial<ChatGroupClassList> = {}): ChatGroupClassList => {
  const groups = [
    {
      id: 2,
      name: '彩票交流',
      sort_order: 2,
      chatroom: [{ room_id: 12, name: '澳门六合彩', description: '', icon: '', enable_chat: 1, total_people: 8, sec_per_mess: 0, game_id: 70, sort_order: 1 }],
    },
    {
      id: 1,
      name: '综合',
      sort_order: 1,
      chatroom: [
        { room_id: 11, name: '大厅', description: '', icon: '', enable_chat: 1, total_people: 23, sec_per_mess: 0, game_id: null, sort_order: 1 },
        { room_id: 13, name: '公告', description: '', icon: '', enable_chat: 0, total_people: 3, sec_per_mess: 0, game_id: null, sort_order: 2 },
      ],
    },
  ];
  return {
    class_groups: groups,
    rows: groups,
    quick_messages: [{ id: 1, content: '大家好' }],
    default_chatroom: 11,
    connection_id: 'u:1',
    socket_url: 'ws://localhost/ws-chat',
    userId: 1,
    isGuest: false,
    chatLevel: 1,
    lottery_win_message_popup: 4,
    enable_chat_maintenance: 0,
    ...over,
  };
};

/** config_chat.json with chat on (or in maintenance). */
export const chatConfigJson = (maintenance = '0', enable = '1') => ({
  body: {
    rech_level: 0,
    enable_chat: enable,
    chat_maintenance_config: { startTime: '', endTime: '', message: '' },
    enable_chat_maintenance: { configValue: maintenance },
    sys_config: { time_zone: 'Asia/Shanghai' },
  },
});
