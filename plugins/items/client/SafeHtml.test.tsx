// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorBox } from './ErrorBox';
import { SafeHtml } from './SafeHtml';

const html = (markup: string) => {
  const { container } = render(<SafeHtml html={markup} />);
  return (container.firstChild as HTMLElement).innerHTML;
};

describe('safe HTML (the error box and the text item preview)', () => {
  it('keeps the formatting tags of the whitelist', () => {
    expect(html('<p>Missing source in <b>en-GB</b> and <i>es-MX</i>.</p><ul><li>one</li></ul>')).toBe(
      '<p>Missing source in <b>en-GB</b> and <i>es-MX</i>.</p><ul><li>one</li></ul>',
    );
    expect(html('line<br>next')).toBe('line<br>next');
  });

  it('drops every attribute, scripts and embeds, and unwraps other tags keeping their text', () => {
    expect(html('<p onclick="alert(1)" style="color:red" class="x">a</p>')).toBe('<p>a</p>');
    expect(html('<script>alert(1)</script><img src=x onerror=alert(1)><object></object><embed>ok')).toBe('ok');
    expect(html('<a href="javascript:alert(1)">link</a> <font color=red>text</font>')).toBe('link text');
    expect(html('<svg><g onload="alert(1)"><text>t</text></g></svg><style>*{}</style>x')).toBe('x');
    expect(html('<b>1 &lt; 2 &amp; "3"</b>')).toBe('<b>1 &lt; 2 &amp; "3"</b>');
    expect(html('not closed <b>bold')).toBe('not closed <b>bold</b>');
  });

  it('shows the error box only when the item has an error', () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <ErrorBox html="" />
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <MantineProvider env="test">
        <ErrorBox html="<p>Missing <b>en-GB</b><script>x()</script></p>" />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert').querySelector('[data-testid="safe-html"]')!.innerHTML).toBe('<p>Missing <b>en-GB</b></p>');
  });
});
