import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryGroup } from '@sixmark/shared';
import { endOfListInView } from '@/test/intersection-observer';
import { mockApi, renderContent } from '../test-utils';
import GalleryPage, { typeOptions } from './gallery-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const group = (groupId: number, name: string, initial: string): GalleryGroup => ({
  groupId,
  name,
  gameTurn: '125',
  imageUrl: '',
  updatedTime: '',
  initial,
});

describe('gallery sheet types (GET /gallery/play-category)', () => {
  it('names the 彩色/黑白 toggle after the server categories, defaults otherwise', () => {
    expect(typeOptions(undefined)).toEqual([
      { label: '彩色', value: 1 },
      { label: '黑白', value: 2 },
    ]);
    expect(
      typeOptions([
        { id: 9, name: '黑白图库', categoryType: 2 },
        { id: 8, name: '彩色图库', categoryType: 1 },
      ]),
    ).toEqual([
      { label: '彩色图库', value: 1 },
      { label: '黑白图库', value: 2 },
    ]);
  });
});

describe('/gallery', () => {
  // jsdom has no layout: the end of the list is always in view, so each letter loads the next.
  beforeEach(() => {
    endOfListInView();
  });

  it('loads the first row of thumbnails at once and first (the LCP), the rest lazily', async () => {
    mockApi({
      // Another game than the next test's: the gallery keeps loaded letters per game.
      'GET /sys-upload/data/json/app_config.json': () => ({
        home_lottery_setting: [{ gameId: 71, gameName: '新澳门六合彩' }],
      }),
      'GET /app-api/gallery/play-category': () => [],
      'GET /app-api/gallery/group': (url) =>
        url.searchParams.get('initials') === 'A'
          ? { data: [1, 2, 3, 4].map((n) => group(n, `图${n}`, 'A')), totalCount: 4 }
          : { data: [], totalCount: 0 },
    });
    renderContent(<GalleryPage />);
    await screen.findByAltText('图4');
    const imgs = [1, 2, 3, 4].map((n) => screen.getByAltText(`图${n}`));
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
    expect(imgs.map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', null]);
  });

  it('loads letter by letter, and a search asks /gallery/search once', async () => {
    const fetch = mockApi({
      'GET /sys-upload/data/json/app_config.json': () => ({
        home_lottery_setting: [{ gameId: 70, gameName: '澳门六合彩' }],
      }),
      'GET /app-api/gallery/play-category': () => [{ id: 1, name: '彩色图库', categoryType: 1 }],
      'GET /app-api/gallery/group': (url) =>
        url.searchParams.get('initials') === 'A'
          ? { data: [group(1, '澳门彩图', 'A')], totalCount: 1 }
          : { data: [], totalCount: 0 },
      'GET /app-api/gallery/search': (url) =>
        url.searchParams.get('searchText') === '马会' ? [group(5, '马会彩图', 'M')] : [],
    });
    renderContent(<GalleryPage />);
    expect(await screen.findByText('澳门彩图')).toBeInTheDocument();
    expect(await screen.findByText('彩色图库')).toBeInTheDocument();
    const input = screen.getByPlaceholderText('请输入图库名称');
    fireEvent.change(input, { target: { value: '  马会 ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('马会彩图')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('澳门彩图')).toBeNull());
    const searches = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .filter((u) => u.pathname === '/app-api/gallery/search');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.searchParams.get('gameId')).toBe('70');
    expect(searches[0]!.searchParams.get('groupType')).toBe('1');
    // 彩色/黑白 is a radio group (axe: no inputs inside a listbox); 黑白 asks for sheet type 2.
    expect(screen.getByRole('radiogroup', { name: '图库分类' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '彩色图库' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: '黑白' }));
    expect(screen.getByRole('radio', { name: '黑白' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([u]) => new URL(String(u), 'http://x').searchParams.get('groupType') === '2'),
      ).toBe(true),
    );
  });
});
