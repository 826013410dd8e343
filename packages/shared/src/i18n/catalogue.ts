/**
 * A gettext-style catalogue keyed by the displayed source text (ui-zh-Hant.ts): `text → target`,
 * where `{0}`, `{1}` in a key stand for a template literal's substitutions. Used by the web's
 * 繁體 runtime on every rendered text node, so a lookup must be cheap: exact texts are one Map
 * read, and templates are indexed by their first fixed character (or, for a template that starts
 * with a substitution, its last one), so only a handful of regular expressions run per miss.
 */
interface Template {
  re: RegExp;
  target: string;
  /** Characters outside the holes: the more, the more specific (tried first). */
  fixed: number;
}

const HOLE = /\{(\d+)\}/g;
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function push(index: Map<string, Template[]>, key: string, tpl: Template) {
  const list = index.get(key);
  if (list) list.push(tpl);
  else index.set(key, [tpl]);
}

/**
 * `(text) => translation`: exact entry, else a template whose fixed parts match (the holes' values
 * translated too when they are entries themselves: a play name inside a sentence), else
 * `fallback` (the message table's localizer), else the text unchanged. Outer whitespace is kept
 * as it was (JSX leaves `共 ` before an expression; the catalogue keys are trimmed).
 */
export function createCatalogue(entries: Readonly<Record<string, string>>, fallback: (text: string) => string = (t) => t): (text: string) => string {
  const exact = new Map<string, string>();
  const byFirst = new Map<string, Template[]>();
  const byLast = new Map<string, Template[]>();
  for (const [source, target] of Object.entries(entries)) {
    if (!source.includes('{')) {
      exact.set(source, target);
      continue;
    }
    const parts = source.split(/\{\d+\}/);
    if (parts.length === 1) {
      exact.set(source, target);
      continue;
    }
    // A template that is only holes and punctuation would match anything.
    if (!CJK.test(parts.join(''))) continue;
    const order = [...source.matchAll(HOLE)].map((m) => m[1]!);
    const re = new RegExp(`^${parts.map(escape).join('([\\s\\S]*?)')}$`);
    // The target is refilled by hole number, so a translation may reorder them.
    const tpl: Template = { re, target: target.replace(HOLE, (_, n: string) => `{${order.indexOf(n)}}`), fixed: parts.join('').length };
    // A template that starts and ends with a hole ('' bucket) is tried for every text: few do.
    if (parts[0]) push(byFirst, parts[0][0]!, tpl);
    else push(byLast, parts[parts.length - 1]!.slice(-1), tpl);
  }
  for (const list of [...byFirst.values(), ...byLast.values()]) list.sort((a, b) => b.fixed - a.fixed);

  /** The templates that could match `text`, most fixed characters first. */
  const merged = new Map<string, Template[]>();
  const candidates = (text: string): Template[] => {
    const key = `${text[0]}\u0000${text.slice(-1)}`;
    let list = merged.get(key);
    if (!list) {
      const lists = [byFirst.get(text[0]!), byLast.get(text.slice(-1)), byLast.get('')].filter((l): l is Template[] => !!l);
      list = lists.length === 1 ? lists[0]! : lists.flat().sort((a, b) => b.fixed - a.fixed);
      merged.set(key, list);
    }
    return list;
  };

  /**
   * A template match is strong when each hole holding Chinese is itself translatable (a play name
   * in a sentence); `{0}元` matching 新用户注册即送18元 is weak: the message table's own template
   * for that text must win, so weak matches are used only when nothing else knows the text.
   */
  const core = (text: string, depth: number): string => {
    const hit = exact.get(text);
    if (hit !== undefined) return hit;
    let weak: string | undefined;
    for (const tpl of candidates(text)) {
      const m = tpl.re.exec(text);
      if (!m) continue;
      let strong = true;
      const out = tpl.target.replace(HOLE, (_, n: string) => {
        const value = m[Number(n) + 1] ?? '';
        const inner = value.trim();
        if (!CJK.test(inner)) return value;
        const to = depth < 3 ? core(inner, depth + 1) : (exact.get(inner) ?? inner);
        if (to === inner && !exact.has(inner)) strong = false;
        return to === inner ? value : value.replace(inner, to);
      });
      if (strong) return out;
      weak ??= out;
    }
    const viaTable = fallback(text);
    return viaTable !== text ? viaTable : (weak ?? text);
  };

  return (text: string): string => {
    if (!CJK.test(text)) return text;
    const start = text.length - text.trimStart().length;
    const end = text.trimEnd().length;
    if (start === 0 && end === text.length) return core(text, 0);
    const inner = text.slice(start, end);
    const to = core(inner, 0);
    return to === inner ? text : text.slice(0, start) + to + text.slice(end);
  };
}
