/**
 * The chat module's public surface (docs/chat.md): red packets, chat-social and the app wiring
 * use only this. Routes are wired by modules/index.ts.
 */
export { createChatModule, type ChatModuleInternals } from './chat.module';
export type { ChatIdentity, ChatModule, PostMessageInput } from './chat.types';
export { chatIdentityOf, requireChatIdentity } from './chat.auth';
export { chatChannels, chatNamespace } from './chat.service';
export { wordFilters } from './chat.repo';
