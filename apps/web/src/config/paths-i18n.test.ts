import { describe, expect, it } from 'vitest';
import { routeHans } from '@sixmark/shared';
import { zhHant } from '@sixmark/shared/i18n/zh-Hant';
import { routes } from './paths';

describe('route titles and the message table', () => {
  it('writes the same Simplified title here as the table does, for the same routes', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(routeHans).sort());
    for (const [key, def] of Object.entries(routes)) expect(def.title, key).toBe(routeHans[key as keyof typeof routeHans]);
  });

  it('has a Traditional title for every route', () => {
    for (const key of Object.keys(routes)) expect(zhHant.route[key as keyof typeof zhHant.route], key).toMatch(/\S/);
  });
});
