import { describe, expect, it } from 'vitest';
import { withUploadPrefix } from '../api/content';
import { DOMPURIFY_CONFIG, HTML_ALLOWED_TAGS, filterStyle, isAllowedUrl } from './html-sanitize-policy';

describe('html sanitize policy', () => {
  it('keeps only colour, background, size, weight and alignment styles with plain values', () => {
    expect(filterStyle('color: #e00221; position: fixed; font-size: 14px; text-align: center')).toBe('color:#e00221;font-size:14px;text-align:center');
    expect(filterStyle('width: expression(alert(1)); color: red')).toBe('color:red');
    expect(filterStyle('background-color: url(javascript:alert(1))')).toBe('');
    expect(filterStyle('background-color: rgba(0, 0, 0, .5); font-weight: 700')).toBe('background-color:rgba(0, 0, 0, .5);font-weight:700');
  });

  it('allows http(s) and relative links, http(s) and /sys-upload images, and nothing else', () => {
    expect(isAllowedUrl('href', 'https://a.example/x')).toBe(true);
    expect(isAllowedUrl('href', '/promotional')).toBe(true);
    expect(isAllowedUrl('href', 'javascript:alert(1)')).toBe(false);
    expect(isAllowedUrl('href', ' java\tscript:alert(1)')).toBe(false);
    expect(isAllowedUrl('href', 'data:text/html,x')).toBe(false);
    expect(isAllowedUrl('href', '//evil.example')).toBe(false);
    expect(isAllowedUrl('src', '/sys-upload/uploads/a.png')).toBe(true);
    expect(isAllowedUrl('src', 'http://a.example/a.png')).toBe(true);
    expect(isAllowedUrl('src', 'data:image/svg+xml;base64,xx')).toBe(false);
    expect(isAllowedUrl('src', '/etc/passwd')).toBe(false);
  });

  it('gives DOMPurify the same tag list and forbids script-capable tags', () => {
    expect(DOMPURIFY_CONFIG.ALLOWED_TAGS).toEqual([...HTML_ALLOWED_TAGS]);
    expect(DOMPURIFY_CONFIG.ALLOWED_TAGS).not.toContain('script');
    expect(DOMPURIFY_CONFIG.FORBID_TAGS).toEqual(expect.arrayContaining(['script', 'style', 'iframe', 'svg']));
    expect(DOMPURIFY_CONFIG.ALLOWED_URI_REGEXP.test('javascript:alert(1)')).toBe(false);
  });

  it('prefixes image paths without a host with /sys-upload/ (spec 2 §5)', () => {
    expect(withUploadPrefix('uploads/a.png')).toBe('/sys-upload/uploads/a.png');
    expect(withUploadPrefix('/gallery/a.png')).toBe('/sys-upload/gallery/a.png');
    expect(withUploadPrefix('/sys-upload/uploads/a.png')).toBe('/sys-upload/uploads/a.png');
    expect(withUploadPrefix('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(withUploadPrefix('//cdn.example/a.png')).toBe('//cdn.example/a.png');
    expect(withUploadPrefix('')).toBe('');
    expect(withUploadPrefix(null)).toBe('');
  });
});
