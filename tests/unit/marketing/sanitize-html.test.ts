import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from '@/components/marketing/sanitize-html';
import { FAQ_ITEMS } from '@/content/faq';

describe('sanitizeHtml (FAQ answers)', () => {
  it('keeps the allowed subset as it is', () => {
    const html = '<p>A <strong>b</strong> <em>c</em></p><ul><li>d</li></ul><ol><li>e</li></ol><p><a href="/contactus">f</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and event handlers', () => {
    expect(sanitizeHtml('<p>hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<img src=x onerror="alert(1)"><p onclick="alert(1)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<style>body{display:none}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<svg onload="alert(1)"><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>x</p>')).toBe('<p>x</p>');
  });

  it('unwraps unknown elements but keeps their text, and drops every attribute but a safe href', () => {
    expect(sanitizeHtml('<div class="x" style="color:red"><span>text</span></div>')).toBe('text');
    expect(sanitizeHtml('<p class="x" id="y" style="color:red">t</p>')).toBe('<p>t</p>');
  });

  it('refuses javascript:, data: and protocol-relative links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="http://plain.example/">x</a>')).toBe('<a>x</a>');
    expect(isSafeHref('/\\evil.example')).toBe(false);
  });

  it('keeps same-site and https links; https ones open in a new tab without opener', () => {
    expect(sanitizeHtml('<a href="/faq" onclick="x()">x</a>')).toBe('<a href="/faq">x</a>');
    expect(sanitizeHtml('<a href="https://example.com/a">x</a>')).toBe('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('escapes text, never turning it into markup', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(sanitizeHtml('<!-- c --><p>x</p>')).toBe('<p>x</p>');
  });

  it('leaves every one of the 52 written answers unchanged', () => {
    for (const item of FAQ_ITEMS) expect(sanitizeHtml(item.answer), `FAQ ${item.id}`).toBe(item.answer);
  });
});
