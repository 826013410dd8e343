import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorCode, type OperatorRole } from '@sixmark/shared';
import { requireAdmin, type OperatorIdentity } from './admin';

const request = (url: string, role: OperatorRole | null, adminToken = 'configured-token', headers: Record<string, string> = {}, mustChangePassword = false) =>
  ({
    routeOptions: { url },
    headers,
    server: { config: { adminToken } },
    operator:
      role &&
      ({ id: 7, name: 'x', role, actor: `operator:7:x`, sessionId: 1, enrolOnly: false, totpEnabled: true, mustChangePassword } satisfies OperatorIdentity),
  }) as unknown as FastifyRequest;

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'OK';
  } catch (err) {
    return (err as { code: string }).code;
  }
};

describe('requireAdmin', () => {
  it('answers the session actor on admin routes (the hook checked the permission)', () => {
    expect(requireAdmin(request('/app-api/admin/users/:id/kick', 'read_only'))).toBe('operator:7:x');
  });

  it('outside /app-api/admin (chat moderation) needs the support permission', () => {
    expect(requireAdmin(request('/chat-api/moderation/mute', 'support'))).toBe('operator:7:x');
    expect(codeOf(() => requireAdmin(request('/chat-api/moderation/mute', 'finance')))).toBe(ErrorCode.OPERATOR_FORBIDDEN);
  });

  it('refuses a session still on its one-time password outside /app-api/admin too', () => {
    expect(codeOf(() => requireAdmin(request('/chat-api/moderation/mute', 'support', 'configured-token', {}, true)))).toBe(ErrorCode.OPERATOR_PASSWORD_CHANGE_REQUIRED);
  });

  it('takes the static token only when one is configured', () => {
    expect(requireAdmin(request('/app-api/admin/x', null, 'configured-token', { 'x-admin-token': 'configured-token', 'x-admin-name': 'ci' }))).toBe('admin:ci');
    expect(codeOf(() => requireAdmin(request('/app-api/admin/x', null, '', { 'x-admin-token': '' })))).toBe(ErrorCode.ADMIN_UNAUTHORIZED);
    expect(codeOf(() => requireAdmin(request('/app-api/admin/x', null, 'configured-token', { 'x-admin-token': 'wrong' })))).toBe(ErrorCode.ADMIN_UNAUTHORIZED);
  });
});
