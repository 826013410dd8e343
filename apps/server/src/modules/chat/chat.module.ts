import type { FastifyInstance } from 'fastify';
import { registerChatHub, type ChatHub, type ChatHubOptions } from './chat.hub';
import { chatNamespace, createChatCore, type ChatCore } from './chat.service';
import { createMemoryChatState, createRedisChatState, type ChatState } from './chat.state';
import type { ChatModule } from './chat.types';

/** The chat module as the app holds it: the public ChatModule plus what its routes need. */
export interface ChatModuleInternals extends ChatModule {
  core: ChatCore;
  hub: ChatHub;
  state: ChatState;
}

/**
 * Creates the chat module of an app: the shared state (Redis with REDIS_URL, else this
 * process), the core rules and the `/ws-chat` hub.
 */
export function createChatModule(app: FastifyInstance, hubOptions: ChatHubOptions = {}): ChatModuleInternals {
  const ns = chatNamespace(app.config.databaseUrl);
  const state = app.config.redisUrl
    ? createRedisChatState(app.config.redisUrl, `sixmark:chat:${ns}:`)
    : createMemoryChatState();
  const core = createChatCore({ ns, pool: app.pool, bus: app.bus, state, log: app.log });
  const hub = registerChatHub(app, core, state, { allowedOrigins: app.config.corsOrigins, ...hubOptions });
  app.addHook('onClose', async () => state.close());
  return {
    core,
    hub,
    state,
    postMessage: core.postMessage,
    send: core.send,
    publishToRoom: core.publishToRoom,
    publishToIdentity: (key, frame) => core.publishCtl({ kind: 'identity', key, frame }),
    evict: (key, roomId, frame) =>
      core.publishCtl({ kind: 'evict', key, roomId, ...(frame ? { frame } : {}) }),
    invalidate: (companyId, what) => core.publishCtl({ kind: 'invalidate', companyId, what }),
    identityOfToken: core.identityOfToken,
    identityOfGuest: core.identityOfGuest,
    userInfoOf: core.userInfoOf,
    createGuest: core.createGuest,
    totalPeople: async (roomId) => (await state.presence([roomId])).get(roomId) ?? 0,
  };
}
