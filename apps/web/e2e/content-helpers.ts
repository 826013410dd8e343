import type { Page } from 'playwright-core';
import { baseURL } from './browser';

interface Envelope<T> {
  success: boolean;
  code: string;
  msg: string;
  data: T;
}

export async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(init.headers as Record<string, string>),
  };
  if (init.token) {
    headers.authorization = init.token;
    headers.token = init.token;
  }
  if (init.body) headers['content-type'] = 'application/json';
  // Every journey shares 127.0.0.1 and its per-address limit: wait the minute out rather than fail.
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${baseURL()}/app-api${path}`, { ...init, headers });
    if (res.status === 429 && attempt < 3) {
      await new Promise((r) => setTimeout(r, 20_000));
      continue;
    }
    const env = (await res.json()) as Envelope<T>;
    if (!env.success) throw new Error(`${path}: ${env.code} ${env.msg}`);
    return env.data;
  }
}

export interface TemplateRow {
  id: number;
  gameId: number;
  name: string;
  templateCode: string;
  groups: {
    id: number;
    groupName: string;
    items: { id: number; pollOptions: { option_id: number; option_vote: number }[]; locked: string | null }[];
  }[];
}

/** The home game list's first game (the tab the home opens on). */
export async function firstHomeGame(): Promise<number> {
  const res = await fetch(`${baseURL()}/sys-upload/data/json/app_config.json`);
  const cfg = (await res.json()) as { home_lottery_setting: { gameId: number }[] };
  return cfg.home_lottery_setting[0]!.gameId;
}

/** A card of the game by its template code (every page of the home list). */
export async function findTemplate(gameId: number, code: string, token?: string): Promise<TemplateRow> {
  for (let page = 1; page < 20; page++) {
    const res = await api<{ data: TemplateRow[]; totalCount: number }>(
      `/game-document/template?gameId=${gameId}&page=${page}&rows=100`,
      { token },
    );
    const hit = res.data.find((t) => t.templateCode.toUpperCase() === code.toUpperCase());
    if (hit) return hit;
    if (page * 100 >= res.totalCount) break;
  }
  throw new Error(`no template ${code} for game ${gameId}`);
}

/**
 * Closes the home notice modal and the AD11 popup when they open. They show once the page has
 * loaded (home's `data-popups="due"`) and their code (home-modals.tsx, its own chunk) has come,
 * so a modal can appear a moment after that: each round waits up to 1.5 s for one before
 * deciding there is none.
 */
export async function closeNotice(page: Page): Promise<void> {
  await page.locator('.template-card').first().waitFor();
  await page.locator('[data-popups="due"]').waitFor({ state: 'attached' });
  const ok = page.getByRole('button', { name: '我知道了' });
  const close = page.locator('.adm-center-popup-close').first();
  for (let i = 0; i < 4; i++) {
    const shown = await ok
      .or(close)
      .first()
      .waitFor({ state: 'visible', timeout: 1500 })
      .then(() => true)
      .catch(() => false);
    if (!shown) break;
    const target = (await ok.isVisible().catch(() => false)) ? ok : close;
    await target.click();
    // Wait out the closing animation, or the next look still sees the button.
    await target.waitFor({ state: 'hidden' });
  }
}
