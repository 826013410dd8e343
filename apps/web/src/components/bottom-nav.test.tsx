import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getThemeConfig } from '@/config/theme';
import { BottomNav, activeTab } from './bottom-nav';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

describe('BottomNav', () => {
  it('counts /macau-lottery and /recommend as the home tab', () => {
    expect(activeTab('/macau-lottery')).toBe('home');
    expect(activeTab('/recommend')).toBe('home');
    expect(activeTab('/gallery')).toBe('gallery');
    expect(activeTab('/gallery/3')).toBeUndefined();
  });

  it('theme2 shows 首页, 优惠, 游戏大厅, 投注, 我的 and 投注 opens /report/bet-list', () => {
    const theme2 = getThemeConfig('theme2');
    render(
      <MemoryRouter initialEntries={['/promotional']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <BottomNav theme={theme2} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const items = [...document.querySelectorAll('.adm-tab-bar-item')];
    expect(items.map((el) => el.textContent)).toEqual(['首页', '优惠', '游戏大厅', '投注', '我的']);
    expect(items[1]).toHaveClass('adm-tab-bar-item-active');
    fireEvent.click(items[3]!);
    expect(screen.getByLabelText('path')).toHaveTextContent('/report/bet-list');
  });

  it('theme4 titles the game center tab 六合彩', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <BottomNav theme={getThemeConfig('theme4')} />
      </MemoryRouter>,
    );
    expect(screen.getByText('六合彩')).toBeInTheDocument();
  });
});
