import type { OperatorRole } from '@sixmark/shared';

/**
 * Demo operators, one per role, TOTP off, known passwords (docs/operators.md). Only seedDemo
 * seeds them, so production (no SEED_DEMO) never has them.
 */
export const DEMO_OPERATORS: readonly { name: string; role: OperatorRole; password: string }[] = [
  { name: 'admin', role: 'super_admin', password: 'admin123456' },
  { name: 'finance', role: 'finance', password: 'finance123456' },
  { name: 'risk', role: 'risk', password: 'risk123456' },
  { name: 'content', role: 'content', password: 'content123456' },
  { name: 'support', role: 'support', password: 'support123456' },
  { name: 'readonly', role: 'read_only', password: 'readonly123456' },
];
