import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameTabs, msUntilDaily } from './game-tabs';
import { nextSystemTimeOfDay } from '@sixmark/shared/domain/system-time';
import { GamePoster } from './game-poster';

const games = [
  { gameId: 70, gameName: '澳门六合彩' },
  { gameId: 110, gameName: '直播六合彩' },
];

describe('GameTabs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the default broadcast time 20:30 on game 110 only', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 2, 0)); // 10:00 in UTC+8
    render(<GameTabs games={games} value={70} onChange={() => undefined} />);
    expect(screen.getByTestId('live-label')).toHaveTextContent('直播 20:30');
    expect(screen.getAllByTestId('live-label')).toHaveLength(1);
  });

  it('turns the label into a countdown within the hour before the broadcast', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 12, 0)); // 20:00 in UTC+8
    render(<GameTabs games={games} value={110} onChange={() => undefined} />);
    expect(screen.getByTestId('live-label')).toHaveTextContent('直播倒计时 00:30:00');
  });

  it('counts to the next daily time in UTC+8', () => {
    expect(msUntilDaily('20:30', Date.UTC(2026, 10, 23, 11, 30))).toBe(3_600_000);
    expect(msUntilDaily('20:30', Date.UTC(2026, 10, 23, 12, 31))).toBe(86_400_000 - 60_000);
  });

  it('gives the same answers from its remembered broadcast as computed afresh, across the broadcast and back in time', () => {
    const start = Date.UTC(2026, 10, 23, 12, 29, 58); // 20:29:58 in UTC+8
    const readings = [0, 1_000, 2_000, 3_000, 60_000, -120_000, 86_400_000, 86_402_000, -5_000].map((d) => start + d);
    for (const now of readings) {
      const fresh = nextSystemTimeOfDay('20:30', now) - now;
      expect(msUntilDaily('20:30', now)).toBe(fresh);
      expect(msUntilDaily('21:00', now)).toBe(nextSystemTimeOfDay('21:00', now) - now);
    }
    expect(msUntilDaily('20:30', start + 1_000)).toBe(1_000);
    expect(msUntilDaily('20:30', start + 2_000)).toBe(86_400_000);
  });
});

describe('GamePoster', () => {
  it('draws distinct posters for 70, 90 and 110', () => {
    const { container } = render(
      <>
        <GamePoster gameId={70} />
        <GamePoster gameId={90} />
        <GamePoster gameId={110} />
      </>,
    );
    expect(screen.getByRole('img', { name: '澳门六合彩海报' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '台湾六合彩海报' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '直播六合彩海报' })).toBeInTheDocument();
    const fills = [...container.querySelectorAll('stop[offset="0"]')].map((s) => s.getAttribute('stop-color'));
    expect(new Set(fills).size).toBe(3);
  });
});
