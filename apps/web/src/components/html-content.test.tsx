import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlContent, sanitizeHtml } from './html-content';

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
];

describe('HtmlContent sanitises on render', () => {
  it.each(payloads)('leaves no script, handler or javascript: address in %s', (p) => {
    const out = sanitizeHtml(p);
    expect(out).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<svg|<form/i);
  });

  it('keeps the allowed formatting', () => {
    const { container } = render(
      <HtmlContent
        html={'<p style="color:#e00221;position:fixed">红<b>字</b></p><a href="/gallery">图库</a>'}
      />,
    );
    const p = container.querySelector('p')!;
    expect(p.getAttribute('style')).toBe('color:#e00221');
    expect(container.querySelector('b')).toHaveTextContent('字');
    expect(container.querySelector('a')).toHaveAttribute('href', '/gallery');
  });
});
