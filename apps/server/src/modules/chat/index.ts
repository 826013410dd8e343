/**
 * The chat module's public surface (docs/chat.md): red packets, chat-social and the app wiring
 * use only this. Routes are wired by modules/index.ts.
 */
export { createChatModule, type ChatModuleInternals } from './chat.module';
export type { ChatIdentity, ChatModule, PostMessageInput } from './chat.types';
export { chatIdentityOf, requireChatIdentity } from './chat.auth';
export { CHAT_CTL_CHANNEL, CHAT_ROOM_CHANNEL } from './chat.service';
