import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import type { ChatModule, ChatIdentity } from './chat.types';

/** The Bearer chat token (member tokenChat or guest hash_id) of a /chat-api request. */
export function chatBearerOf(request: FastifyRequest): string | undefined {
  const raw = request.headers.authorization;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const token = value?.replace(/^Bearer\s+/i, '').trim();
  return token ? token.slice(0, 200) : undefined;
}

/** The chat identity of a request, or null without a Bearer token (a bad one is 403). */
export async function chatIdentityOf(
  chat: ChatModule,
  request: FastifyRequest,
): Promise<ChatIdentity | null> {
  const token = chatBearerOf(request);
  return token ? chat.identityOfToken(token) : null;
}

/** The chat identity of a request, or 403 (the web clears its tokens and goes to login). */
export async function requireChatIdentity(chat: ChatModule, request: FastifyRequest): Promise<ChatIdentity> {
  const identity = await chatIdentityOf(chat, request);
  if (!identity) throw new AppError(ErrorCode.CHAT_LOGIN);
  return identity;
}
