import { describe, expect, it } from 'vitest';
import { sanitizeHtml, svgSafetyProblem } from './sanitize';

const svg = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${inner}</svg>`;

describe('svgSafetyProblem', () => {
  it('passes a plain drawing with gradients, local references and embedded raster data', () => {
    const drawing = svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><circle id="c" r="4"/></defs>'
      + '<rect width="10" height="10" fill="url(#g)"/><use href="#c"/><use xlink:href="#c"/>'
      + '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>', ' width="250" height="190"');
    expect(svgSafetyProblem(drawing)).toBeUndefined();
  });

  it.each([
    ['a handler on the root without a space', '<svg/onload=alert(1)></svg>'],
    ['a script element', svg('<script>alert(1)</script>')],
    ['an event handler', svg('<rect onclick="x()"/>')],
    ['an entity-encoded javascript: link', svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>')],
    ['a javascript: xlink', svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>')],
    ['a foreignObject with HTML', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>')],
  ])('refuses %s', (_, text) => {
    expect(svgSafetyProblem(text)).toMatch(/scripts or event handlers/);
  });

  it.each([
    ['an external image href', svg('<image href="https://evil.example/x.png" width="1" height="1"/>')],
    ['an external xlink:href', svg('<image xlink:href="//evil.example/x.png"/>')],
    ['a CSS url() in a style attribute', svg('<rect style="fill: url(https://evil.example/p.svg#a)"/>')],
    ['an @import in a style element', svg('<style>@import "https://evil.example/x.css";</style>')],
  ])('refuses %s', (_, text) => {
    expect(svgSafetyProblem(text)).toMatch(/links to other files/);
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, links and the editor data attributes', () => {
    const html = '<p><strong>Hola</strong> <em>mundo</em> <span data-gap="1">___</span></p><ul><li>a</li></ul><a href="https://x.example">x</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, styles and script URLs', () => {
    const dirty = '<p onclick="x()" style="color:red">a<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a><iframe src="//x"></iframe></p>';
    expect(sanitizeHtml(dirty)).toBe('<p>a<a>b</a></p>');
  });
});
