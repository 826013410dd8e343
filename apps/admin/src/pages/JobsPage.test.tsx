import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage, signedInAs } from '@admin/test/render';
import { JobsPage } from './JobsPage';

describe('jobs page', () => {
  it('lists each background job with its schedule, totals and last error', async () => {
    mockApi({
      'GET /admin/auth/me': signedInAs('super_admin'),
      'GET /admin/jobs': () => ({
        data: {
          jobs: [
            { name: 'draw-schedule', everyMs: 250, cron: null, singleton: false, runs: 1200, failures: 0, lastStartedAt: '2026-11-24T01:00:00.000Z', lastEndedAt: '2026-11-24T01:00:00.020Z', lastError: null, lastErrorAt: null },
            { name: 'accounts-sweep', everyMs: null, cron: '*/10 * * * *', singleton: true, runs: 3, failures: 1, lastStartedAt: '2026-11-24T01:00:00.000Z', lastEndedAt: '2026-11-24T01:00:01.000Z', lastError: 'connection terminated', lastErrorAt: '2026-11-24T00:50:00.000Z' },
          ],
        },
      }),
    });
    renderPage(<JobsPage />);
    expect(await screen.findByText('开奖调度')).toBeTruthy();
    expect(screen.getByText('每 0.25 秒')).toBeTruthy();
    expect(screen.getByText('定时 */10 * * * *')).toBeTruthy();
    expect(screen.getByText('1200')).toBeTruthy();
    expect(screen.getByText(/connection terminated/)).toBeTruthy();
  });
});
