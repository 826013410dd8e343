import sanitizeHtml from 'sanitize-html';
import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  filterStyle,
  isAllowedUrl,
} from '@sixmark/shared';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: { '*': [...HTML_ALLOWED_ATTRIBUTES] },
  // Scheme checks are done by isAllowedUrl below (one rule for server and web).
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped script/style/etc. must vanish too, not leak out as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'xmp', 'noembed', 'noframes'],
  parseStyleAttributes: false,
  transformTags: {
    '*': (tagName, attribs) => {
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (name === 'style') {
          const style = filterStyle(value);
          if (style) out.style = style;
        } else if (name === 'href' || name === 'src') {
          if (isAllowedUrl(name, value)) out[name] = value;
        } else if (name === 'target') {
          if (value === '_blank' || value === '_self') out.target = value;
        } else {
          out[name] = value;
        }
      }
      if (tagName === 'a' && out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
};

const textOptions: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: options.nonTextTags! };
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Plain-text fields (titles, notes) are shown as text, never as HTML: markup and the text of
 * script/style elements are dropped, and entities are decoded back so "&" stays "&".
 */
export function sanitizeText(value: string | null | undefined): string {
  if (!value) return '';
  if (!/[<>&]/.test(value)) return value;
  return sanitizeHtml(value, textOptions).replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m);
}

/** Sanitises card/ad/promotion HTML with the shared allow-list. Applied on every write. */
export function sanitizeContent(html: string | null | undefined): string {
  if (!html) return '';
  // Text with no markup characters comes out unchanged; skip the parser (the seed writes thousands).
  if (!/[<>&"']/.test(html)) return html;
  return sanitizeHtml(html, options);
}
