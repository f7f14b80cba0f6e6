import { describe, expect, it } from 'vitest';
import { cssAsRead, cssOutsideReference } from './css-references';
import { sanitizeHtml, svgFileProblem, svgSafetyProblem } from './sanitize';
import { pngOf } from '../../tests/unit/fixtures/media';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, attrs = '') => `<svg ${NS}${attrs}>${inner}</svg>`;
const LINKS = /^The SVG file links to other files, which is not allowed/;

/** SVG files as the usual tools write them: each must pass. */
const REAL_FILES = {
  'Illustrator (W3C doctype, CDATA style, enable-background)': `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 24.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" ${NS} x="0px" y="0px" viewBox="0 0 250 190" style="enable-background:new 0 0 250 190;" xml:space="preserve">
<style type="text/css"><![CDATA[
	.st0{fill:#E33333;}
	.st1{fill:url(#SVGID_1_);}
]]></style>
<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="250" y2="190"><stop offset="0" style="stop-color:#FFFFFF"/><stop offset="1" style="stop-color:#000000"/></linearGradient>
<g><rect class="st0" width="250" height="190"/><circle class="st1" cx="125" cy="95" r="40"/></g>
</svg>
`,
  'Inkscape, plain SVG': `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->

<svg width="66.145836mm" height="50.270832mm" viewBox="0 0 66.145836 50.270832" version="1.1" id="svg5" xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg">
  <defs id="defs2" />
  <g id="layer1" transform="translate(-20.5,-30.25)">
    <rect style="fill:#ff0000;stroke-width:0.264583" id="rect31" width="50" height="40" x="20" y="30" />
    <path style="fill:none;stroke:#000000;stroke-width:0.5;stroke-dasharray:1, 0.5" d="m 25,35 c 10,5 20,-5 30,0" id="path1" />
    <text xml:space="preserve" style="font-size:4.9px;font-family:'DejaVu Sans';fill:#000000" x="30" y="60" id="text1"><tspan id="tspan1" x="30" y="60">Hola</tspan></text>
  </g>
</svg>
`,
  'Figma (filters, clip paths)': `<svg width="250" height="190" viewBox="0 0 250 190" fill="none" xmlns="http://www.w3.org/2000/svg">
<g filter="url(#filter0_d_1_2)" clip-path="url(#clip0_1_2)"><rect x="4" width="242" height="182" rx="8" fill="#C4C4C4"/></g>
<defs>
<filter id="filter0_d_1_2" x="0" y="0" width="250" height="190" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
<feFlood flood-opacity="0" result="BackgroundImageFix"/>
<feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>
<feOffset dy="4"/><feGaussianBlur stdDeviation="2"/><feComposite in2="hardAlpha" operator="out"/>
<feBlend mode="normal" in2="BackgroundImageFix" result="effect1_dropShadow_1_2"/>
<feBlend mode="normal" in="SourceGraphic" in2="effect1_dropShadow_1_2" result="shape"/>
</filter>
<clipPath id="clip0_1_2"><rect width="250" height="190" fill="white"/></clipPath>
</defs>
</svg>
`,
  'Graphviz (SVG 1.0 doctype, dark-mode media query)': `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.0//EN" "http://www.w3.org/TR/2001/PR-SVG-20010719/DTD/svg10.dtd">
<svg width="65cm" height="24cm" viewBox="40 80 1300 480" ${NS}>
  <style>@media (prefers-color-scheme: dark) { svg { fill: white; } } text:not(.title) { font: 10px sans-serif }</style>
  <defs/><g id="Hintergrund"><rect style="fill: #d8e5e5; fill-opacity: 1" x="40" y="80" width="1300" height="480"/></g>
</svg>
<!-- an after-word -->
`,
  'gradients, local references under any prefix, embedded raster data': svg(
    '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><circle id="c" r="4"/></defs>' +
      '<rect width="10" height="10" fill="url(#g)" style="fill: url( \'#g\' )"/><use href="#c"/><use xlink:href="#c"/>' +
      '<use xmlns:x="http://www.w3.org/1999/xlink" x:href="#c"/>' +
      '<image href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==" width="1" height="1"/>',
    ' width="250" height="190"',
  ),
};

describe('svgSafetyProblem', () => {
  it.each(Object.entries(REAL_FILES))('passes a real drawing: %s', (_, text) => {
    expect(svgFileProblem(Buffer.from(text))).toBeUndefined();
  });

  /** Finding 9 of issue 39, each payload as the probe sent it, and its neighbours. */
  it.each([
    [
      'an XSLT processing instruction',
      `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="data:text/xml;base64,PHhzbDpzdHlsZXNoZWV0Lz4="?>${svg('<rect/>')}`,
      /processing instruction <\?xml-stylesheet\?>/,
    ],
    [
      'an outside CSS processing instruction',
      `<?xml-stylesheet type="text/css" href="https://evil.example/x.css"?>${svg('<rect/>')}`,
      /processing instruction/,
    ],
    ['a processing instruction inside the drawing', svg('<?foo bar?><rect/>'), /processing instruction <\?foo\?>/],
    ['fill="url(https://…)"', svg('<rect fill="url(https://evil.example/p.svg#a)"/>'), LINKS],
    ['filter="url(…)"', svg('<rect filter="url(//evil.example/f.svg#f)"/>'), LINKS],
    ['mask, clip-path and markers with url()', svg('<path marker-end="url(\'https://evil.example/m.svg#m\')"/>'), LINKS],
    ['the CSS escape u\\72l( in a style attribute', svg('<rect style="fill:u\\72l(https://evil.example/x)"/>'), LINKS],
    ['the CSS escape u\\72l( in a presentation attribute', svg('<rect fill="u\\000072 l(https://evil.example/x)"/>'), LINKS],
    ['@\\69mport in a style sheet', svg('<style>@\\69mport "https://evil.example/x.css";</style>'), /\(@import\)/],
    ['@import in a CDATA style sheet', svg('<style><![CDATA[@import url(https://evil.example/x.css);]]></style>'), /\(@import\)/],
    ['image-set()', svg('<rect style="fill:image-set(\'https://evil.example/a.png\' 1x)"/>'), /\(image-set\(\)\)/],
    ['-webkit-image-set() in a sheet', svg('<style>rect{fill:-webkit-image-set(url(https://evil.example/a.png) 1x)}</style>'), LINKS],
    ['@font-face', svg('<style>@font-face{font-family:x;src:url(https://evil.example/x.woff)}</style>'), /\(@font-face\)/],
    ['a url() hidden from a naive comment stripper', svg('<style>a{content:"/*"} rect{fill:url(https://evil.example/x)} b{content:"*/"}</style>'), LINKS],
    [
      'a url() after a string continued on the next line',
      svg('<style>a{content:"x\\\n /* "} rect{fill:url(https://evil.example/x)} b{content:"*/"}</style>'),
      LINKS,
    ],
    ['a doctype with a SYSTEM id', `<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd">${svg('<rect/>')}`, /outside document type/],
    ['a doctype with another PUBLIC id', `<!DOCTYPE svg PUBLIC "-//EVIL//EN" "https://evil.example/x.dtd">${svg('<rect/>')}`, /outside document type/],
    [
      'a W3C public id pointing elsewhere',
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "https://evil.example/svg11.dtd">${svg('<rect/>')}`,
      /outside document type/,
    ],
    ['an external image href', svg('<image href="https://evil.example/x.png" width="1" height="1"/>'), LINKS],
    ['an external xlink:href', svg('<image xlink:href="//evil.example/x.png"/>'), LINKS],
    ['a <use> of another file', svg('<use href="https://evil.example/s.svg#x"/>'), LINKS],
    ['an embedded SVG document', svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), LINKS],
    ['a link to another page', svg('<a href="https://evil.example/"><text>x</text></a>'), LINKS],
    ['xml:base', svg('<rect/>', ' xml:base="https://evil.example/"'), /attribute xml:base/],
  ])('refuses %s', (_, text, message) => {
    expect(svgFileProblem(Buffer.from(text))).toMatch(message);
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['an event handler', svg('<rect onclick="x()"/>')],
    ['an entity-encoded javascript: link', svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>')],
    ['a javascript: xlink', svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>')],
  ])('refuses %s', (_, text) => {
    expect(svgSafetyProblem(text)).toBe('The SVG file contains scripts or event handlers, which are not allowed.');
  });

  it.each([
    ['a foreignObject with HTML', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), '<foreignObject>'],
    [
      "an editor's own attribute",
      svg('<rect/>', ' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3"'),
      'the attribute inkscape:version',
    ],
    ['an animation that could set a link', svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'), '<set>'],
  ])('refuses %s, naming it', (_, text, what) => {
    expect(svgSafetyProblem(text)).toBe(`The SVG file contains ${what}, which is not allowed in an image.`);
  });

  it('reads the file as the browser does: XML, UTF-8, an <svg> root in the SVG namespace, no entities', () => {
    expect(svgSafetyProblem('<svg/onload=alert(1)></svg>')).toBe('The SVG file is not well-formed XML.');
    expect(svgSafetyProblem('<svg><rect/></svg>')).toMatch(/^The SVG file is not an SVG image \(its root must be/);
    expect(svgSafetyProblem(`<?xml version="1.0" encoding="ISO-8859-1"?>${svg('<rect/>')}`)).toBe('The SVG file is not UTF-8 text.');
    expect(svgSafetyProblem(`<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg('&a;')}`)).toBe('The SVG file declares entities, which are not allowed.');
    expect(svgFileProblem(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff]))).toBe('The SVG file is not UTF-8 text.');
    expect(svgFileProblem(Buffer.from('hello'))).toBe('The SVG file is not an SVG image.');
  });

  it('checks an embedded raster image as an upload: its header decoded, 8,000 px a side at most', () => {
    const huge = pngOf(60000, 60000).toString('base64');
    expect(svgSafetyProblem(svg(`<image href="data:image/png;base64,${huge}"/>`))).toBe(
      'An image the SVG file embeds is 60000 x 60000 pixels; at most 8,000 a side is taken.',
    );
    expect(svgSafetyProblem(svg('<image href="data:image/png;base64,iVBORw0KGgoAAAAN"/>'))).toMatch(/^An image the SVG file embeds is damaged/);
    expect(svgSafetyProblem(svg(`<image href="data:image/png;base64,${pngOf(300, 200).toString('base64')}"/>`))).toBeUndefined();
  });
});

describe('cssOutsideReference', () => {
  it('reads CSS as the browser does: escapes decoded, comments out except inside strings', () => {
    expect(cssAsRead('U\\52L(x) \\@import /* url(y) */ "/* z */"')).toBe('url(x) @import   "/* z */"');
    expect(cssAsRead('\\0 \\110000 \\d800 a\\\nb "c\\\nd"')).toBe('\uFFFD\uFFFD\uFFFDa\nb "cd"');
  });

  it.each([
    ['fill: url(#g)', undefined],
    ['fill: url( "#g" ); stroke: rgb(0 0 0 / 50%); transform: translate(1px, 2px) rotate(3deg)', undefined],
    ['filter: drop-shadow(0 0 2px hsl(0 0% 0%)) blur(calc(1px + 1px))', undefined],
    ['fill: url(https://evil.example/x)', 'url(https://evil.example/x)'],
    ['fill: URL("//evil.example/x")', 'url(//evil.example/x)'],
    ['fill: u\\rl(x.svg)', 'url(x.svg)'],
    ['background: image(x.png)', 'image()'],
    ['background: cross-fade(url(#a), url(#b))', 'cross-fade()'],
    ['src: src("x.woff")', 'src()'],
    ['x: attr(href url)', 'attr()'],
    ['fill: red; @import "x"', '@import'],
  ])('%s → %s', (css, found) => {
    expect(cssOutsideReference(css, { sheet: false })).toBe(found);
  });

  it('takes the at-rules that compute nothing in a style sheet, none in a declaration', () => {
    expect(cssOutsideReference('@media (max-width: 10px) { a { fill: red } } @keyframes k { from { opacity: 0 } }', { sheet: true })).toBeUndefined();
    expect(cssOutsideReference('@media (max-width: 10px) {}', { sheet: false })).toBe('@media');
    expect(cssOutsideReference('@namespace x url(#a);', { sheet: true })).toBe('@namespace');
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, links and the editor data attributes', () => {
    const html = '<p><strong>Hola</strong> <em>mundo</em> <span data-gap="1">___</span></p><ul><li>a</li></ul><a href="https://x.example">x</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, styles and script URLs', () => {
    const dirty =
      '<p onclick="x()" style="color:red">a<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a><iframe src="//x"></iframe></p>';
    expect(sanitizeHtml(dirty)).toBe('<p>a<a>b</a></p>');
  });
});
