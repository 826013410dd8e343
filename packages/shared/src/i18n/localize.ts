import { fill, type MessageTable } from './core';

interface Template {
  re: RegExp;
  names: string[];
  target: string;
  /** Characters outside placeholders: the longer, the more specific. */
  fixed: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Renders a finished source-language text in another table: a text equal to an entry becomes that
 * entry's translation; a text made from a `{param}` entry is matched back to it and refilled, its
 * parameters translated too when they are entries themselves (a limit's label). Anything else (a
 * nickname, an operator's free text) comes back unchanged.
 *
 * Why: hundreds of call sites build their message in Simplified (`walletMsg.withdrawRange(1, 5)`)
 * and hand it on as a string (AppError, toasts). Translating that string where it leaves (the
 * server's answer, the web's toast) keeps every caller and test unchanged and Simplified
 * byte-identical by construction.
 */
export function createLocalizer(source: MessageTable, target: MessageTable): (text: string) => string {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [section, entries] of Object.entries(source) as [string, Record<string, string>][]) {
    const translated = (target as unknown as Record<string, Record<string, string>>)[section]!;
    for (const [key, text] of Object.entries(entries)) {
      const to = translated[key]!;
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      if (names.length === 0) {
        // The first entry wins; the tables' test requires equal sources to have equal translations.
        if (!exact.has(text)) exact.set(text, to);
        continue;
      }
      const parts = text.split(/\{\w+\}/);
      const re = new RegExp(`^${parts.map(escape).join('([\\s\\S]*?)')}$`);
      templates.push({ re, names, target: to, fixed: parts.join('').length });
    }
  }
  templates.sort((a, b) => b.fixed - a.fixed);

  return (text: string): string => {
    const hit = exact.get(text);
    if (hit !== undefined) return hit;
    for (const tpl of templates) {
      const m = tpl.re.exec(text);
      if (!m) continue;
      const params: Record<string, string> = {};
      tpl.names.forEach((name, i) => {
        const value = m[i + 1]!;
        params[name] = exact.get(value) ?? value;
      });
      return fill(tpl.target, params);
    }
    return text;
  };
}
