/**
 * The one HTML allow-list for card, ad and promotion content. The server applies it with
 * sanitize-html when content is written; the web applies it again with DOMPurify when it
 * renders, so a bad row that slipped into the database still cannot run script.
 */
export const HTML_ALLOWED_TAGS = [
  'p', 'br', 'span', 'b', 'i', 'strong', 'em', 'u', 's', 'font', 'div', 'img', 'a',
  'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'small', 'sup', 'sub', 'blockquote',
] as const;

/** Attributes allowed on every allowed tag. */
export const HTML_ALLOWED_ATTRIBUTES = [
  'style', 'class', 'src', 'href', 'target', 'color', 'alt', 'title', 'width', 'height',
  'colspan', 'rowspan', 'align', 'size', 'rel',
] as const;

/** CSS properties kept inside `style`; everything else (expression(), url(), position…) goes. */
export const HTML_ALLOWED_STYLE_PROPERTIES = [
  'color', 'background-color', 'font-size', 'font-weight', 'text-align',
] as const;

/** A style value may only be a colour, size, weight or alignment word — no parentheses other than rgb()/rgba(). */
export const HTML_STYLE_VALUE_PATTERN = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z-]+|\d+(\.\d+)?(px|em|rem|%|pt)?)$/i;

/** Schemes allowed in href: http(s) and relative paths only. */
export const HTML_ALLOWED_HREF = /^(?:https?:\/\/|\/(?!\/)|#|\.{1,2}\/|(?![a-z][a-z0-9+.-]*:)[\w-])/i;
/** Schemes allowed in img src: http(s) and our upload paths only. */
export const HTML_ALLOWED_SRC = /^(https?:\/\/|\/sys-upload\/)/i;

/** True when a URL value is safe for the given attribute (used by both sanitisers). */
export function isAllowedUrl(attr: 'href' | 'src', value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const v = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(v) && !/^https?:/i.test(v)) return false;
  return attr === 'src' ? HTML_ALLOWED_SRC.test(v) : HTML_ALLOWED_HREF.test(v);
}

/** Keeps only the allowed style properties with plain values; returns '' when nothing is left. */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const decl of style.split(';')) {
    const idx = decl.indexOf(':');
    if (idx < 0) continue;
    const prop = decl.slice(0, idx).trim().toLowerCase();
    const value = decl.slice(idx + 1).trim();
    if (!(HTML_ALLOWED_STYLE_PROPERTIES as readonly string[]).includes(prop)) continue;
    if (!HTML_STYLE_VALUE_PATTERN.test(value)) continue;
    kept.push(`${prop}:${value}`);
  }
  return kept.join(';');
}

/** DOMPurify configuration built from the same lists (the web passes this to `DOMPurify.sanitize`). */
export const DOMPURIFY_CONFIG = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...HTML_ALLOWED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: HTML_ALLOWED_HREF,
  FORBID_TAGS: ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'input', 'link', 'meta', 'base'],
} as const;
