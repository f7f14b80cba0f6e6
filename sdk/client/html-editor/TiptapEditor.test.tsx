// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../../../tests/support/client';
import { ALLOWED_HTML, type HtmlToolbar } from './markup';
import HtmlEditor from './TiptapEditor';

// The real source view is CodeMirror, which reads the browser's layout; here a textarea takes its place (tests/e2e/html-source.e2e.ts drives the real one).
vi.mock('./SourceView', () => ({
  default: ({ value, onChange, label }: { value: string; onChange(v: string): void; label: string }) => {
    const [text, setText] = useState(value);
    return (
      <textarea
        aria-label={label}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          onChange(e.currentTarget.value);
        }}
      />
    );
  },
}));

function setup(value: string, toolbar: HtmlToolbar = 'exercise') {
  const onChange = vi.fn();
  const view = renderWithServices(<HtmlEditor label="Text" toolbar={toolbar} value={value} onChange={onChange} />);
  const dom = screen.getByRole('textbox', { name: 'Text' });
  const editor = (dom as unknown as { editor: Editor }).editor;
  const last = () => onChange.mock.calls.at(-1)?.[0] as string;
  /** Selects the document positions [from, to) as a user would with the mouse. */
  const select = (from: number, to = from) =>
    act(() => {
      editor.commands.setTextSelection({ from, to });
    });
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  return { ...view, onChange, editor, dom, last, select, click };
}

describe('HtmlEditor toolbar', () => {
  it('bold wraps the selection in strong and a second click removes it', () => {
    const t = setup('<p>hola mundo</p>', 'translation');
    t.select(1, 5);
    t.click('Bold');
    expect(t.last()).toBe('<p><strong>hola</strong> mundo</p>');
    t.click('Bold');
    expect(t.last()).toBe('<p>hola mundo</p>');
  });

  it('the gap turns the selection into a gap holding it, and back into text', () => {
    const t = setup('<p>yo como pan</p>', 'translation');
    t.select(4, 8);
    t.click('Gap');
    expect(t.last()).toBe('<p>yo <span data-gap="1">como</span> pan</p>');
    t.select(4);
    act(() => {
      t.editor.commands.setNodeSelection(4);
    });
    t.click('Gap');
    expect(t.last()).toBe('<p>yo como pan</p>');
  });

  it('the gap with nothing selected inserts an empty gap', () => {
    const t = setup('<p>yo pan</p>', 'translation');
    t.select(4);
    t.click('Gap');
    expect(t.last()).toBe('<p>yo <span data-gap="1"></span>pan</p>');
  });

  it('undo and redo step through the changes', () => {
    const t = setup('<p>hola</p>', 'translation');
    t.select(1, 5);
    t.click('Bold');
    t.click('Undo');
    expect(t.last()).toBe('<p>hola</p>');
    t.click('Redo');
    expect(t.last()).toBe('<p><strong>hola</strong></p>');
  });

  it('remove format clears marks and turns headings and lists back into paragraphs, keeping gaps', () => {
    const t = setup('<h2><strong>Uno</strong></h2><ul><li><p><em>dos</em> <span data-gap="1">tres</span></p></li></ul>');
    act(() => {
      t.editor.commands.selectAll();
    });
    t.click('Remove format');
    expect(t.last()).toBe('<p>Uno</p><p>dos <span data-gap="1">tres</span></p>');
  });

  it('the exercise toolbar makes lists, a rule, a title and headings', () => {
    const t = setup('<p>uno</p><p>dos</p>');
    t.select(2);
    t.click('Bulleted list');
    expect(t.last()).toBe('<ul><li><p>uno</p></li></ul><p>dos</p>');
    t.click('Numbered list');
    expect(t.last()).toBe('<ol><li><p>uno</p></li></ol><p>dos</p>');
    t.click('Numbered list');
    t.click('Title');
    expect(t.last()).toBe('<h1>uno</h1><p>dos</p>');
    t.click('Heading');
    expect(t.last()).toBe('<h2>uno</h2><p>dos</p>');
    t.click('Subheading');
    expect(t.last()).toBe('<h3>uno</h3><p>dos</p>');
    t.select(9);
    t.click('Horizontal rule');
    expect(t.last()).toMatch(/^<h3>uno<\/h3><p>dos<\/p><hr>/);
  });

  it('the translation toolbar has only undo, redo, bold, gap and remove format (and the source view)', () => {
    setup('<p>x</p>', 'translation');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Undo', 'Redo', 'Bold', 'Gap', 'Remove format', 'HTML source']);
  });

  it('read only: no button acts and the text cannot be edited', () => {
    const onChange = vi.fn();
    renderWithServices(<HtmlEditor label="Text" toolbar="translation" value="<p>hola</p>" onChange={onChange} readOnly />);
    expect(screen.getByRole('textbox', { name: 'Text' }).getAttribute('contenteditable')).toBe('false');
    for (const name of ['Undo', 'Redo', 'Bold', 'Gap', 'Remove format'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the buttons name their shortcuts, and the shortcuts work', async () => {
    const t = setup('<p>hola mundo</p>', 'translation');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-keyshortcuts')).toBe('Control+B');
    expect(screen.getByRole('button', { name: 'Gap' }).getAttribute('aria-keyshortcuts')).toBe('Control+Shift+G');
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Gap' }));
    expect(await screen.findByText('Gap (Ctrl+Shift+G)')).toBeInTheDocument();
    t.select(1, 5);
    fireEvent.keyDown(t.dom, { key: 'b', ctrlKey: true });
    expect(t.last()).toBe('<p><strong>hola</strong> mundo</p>');
    t.select(6, 11);
    fireEvent.keyDown(t.dom, { key: 'G', keyCode: 71, ctrlKey: true, shiftKey: true });
    expect(t.last()).toBe('<p><strong>hola</strong> <span data-gap="1">mundo</span></p>');
    fireEvent.keyDown(t.dom, { key: 'z', ctrlKey: true });
    expect(t.last()).toBe('<p><strong>hola</strong> mundo</p>');
    fireEvent.keyDown(t.dom, { key: 'y', ctrlKey: true });
    expect(t.last()).toBe('<p><strong>hola</strong> <span data-gap="1">mundo</span></p>');
    act(() => {
      t.editor.commands.selectAll();
    });
    fireEvent.keyDown(t.dom, { key: '\\', ctrlKey: true });
    expect(t.last()).toBe('<p>hola <span data-gap="1">mundo</span></p>');
  });
});

/** Every element and attribute of html is in the toolbar's allowed list. */
function allowedOnly(html: string, toolbar: HtmlToolbar) {
  const allowed = ALLOWED_HTML[toolbar];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    expect(allowed.tags, html).toContain(tag);
    for (const attr of Array.from(el.attributes)) expect(allowed.attributes[tag] ?? [], `${tag} ${attr.name} in ${html}`).toContain(attr.name);
  }
}

describe('HtmlEditor HTML in and out', () => {
  it('gaps round-trip: the HTML loaded is the HTML emitted, and loading emits nothing', () => {
    const html =
      '<h1>Title</h1><p>Yo <span data-gap="1">como</span> pan y <strong><span data-gap="1">bebo</span></strong> <span data-gap="1"></span>.</p>' +
      '<ol><li><p><span data-gap="1">uno dos</span></p></li></ol><hr><p>fin</p>';
    const t = setup(html);
    expect(t.onChange).not.toHaveBeenCalled();
    expect(t.editor.getHTML()).toBe(html);
    expect(t.dom.querySelectorAll('span[data-gap]')).toHaveLength(4);
    act(() => {
      t.editor
        .chain()
        .setTextSelection(t.editor.state.doc.content.size - 1)
        .insertContent('!')
        .run();
    });
    expect(t.last()).toBe(html.replace('fin', 'fin!'));
  });

  it('a gap is one piece: its text cannot be edited inside and deleting removes the whole gap', () => {
    const t = setup('<p>a <span data-gap="1">casa</span> b</p>', 'translation');
    expect(t.editor.state.doc.firstChild!.childCount).toBe(3);
    t.select(4);
    fireEvent.keyDown(t.dom, { key: 'Backspace', keyCode: 8 });
    expect(t.last()).toBe('<p>a  b</p>');
  });

  it('pasted HTML keeps only what the toolbar allows (no script, handlers, style or images)', () => {
    const t = setup('<p>x</p>', 'translation');
    t.select(2);
    const pasted =
      '<p onclick="alert(1)" style="color:red">Hola <b style="font-size:40px">amigo</b><script>alert(2)</script>' +
      '<img src="x" onerror="alert(3)"> <a href="javascript:alert(4)">link</a> <span data-gap="1" onmouseover="alert(5)">gap</span></p><h1>Big</h1><ul><li>item</li></ul>';
    fireEvent.paste(t.dom, {
      clipboardData: { types: ['text/html', 'text/plain'], getData: (type: string) => (type === 'text/html' ? pasted : 'Hola amigo') },
    });
    const out = t.last();
    expect(out).toContain('Hola <strong>amigo</strong>');
    expect(out).toContain('<span data-gap="1">gap</span>');
    expect(out).toContain('link');
    expect(out).not.toMatch(/script|alert|onclick|onerror|style|<img|<a |<h1|<ul/);
    allowedOnly(out, 'translation');
  });

  it('the exercise editor keeps pasted headings and lists, still without handlers', () => {
    const t = setup('', 'exercise');
    fireEvent.paste(t.dom, {
      clipboardData: {
        types: ['text/html'],
        getData: (type: string) =>
          type === 'text/html'
            ? '<h2 id="h" class="c" onclick="x()">Parte</h2><ol start="2" style="color:red"><li onmouseover="x()">uno</li></ol><table><tr><td>cell</td></tr></table><object data="x.swf"></object>'
            : '',
      },
    });
    const out = t.last();
    expect(out).toBe('<h2>Parte</h2><ol start="2"><li><p>uno</p></li></ol><p>cell</p>');
    allowedOnly(out, 'exercise');
  });

  it('a new value from outside replaces the document without an onChange; an emptied editor emits ""', () => {
    const t = setup('<p>uno</p>', 'translation');
    t.rerender(<HtmlEditor label="Text" toolbar="translation" value="<p>dos <span data-gap=&quot;1&quot;>tres</span></p>" onChange={t.onChange} />);
    expect(t.editor.getHTML()).toBe('<p>dos <span data-gap="1">tres</span></p>');
    expect(t.onChange).not.toHaveBeenCalled();
    act(() => {
      t.editor.chain().selectAll().deleteSelection().run();
    });
    expect(t.last()).toBe('');
  });

  it("the source view shows the HTML a block a line, and what is typed there is the editor's HTML, sanitised", async () => {
    const t = setup('<p>uno <strong>dos</strong></p><ul><li><p>tres</p></li></ul>');
    t.click('HTML source');
    const source = (await screen.findByRole('textbox', { name: 'Text HTML source' })) as HTMLTextAreaElement;
    expect(source.value).toBe('<p>uno <strong>dos</strong></p>\n<ul>\n<li><p>tres</p></li>\n</ul>');
    expect((screen.getByRole('button', { name: 'Bold' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(source, {
      target: { value: '<p>uno <span data-gap="1">dos</span></p>\n<p onclick="alert(1)">cuatro<script>alert(2)</script><img src=x onerror="alert(3)"></p>' },
    });
    expect(t.last()).toBe('<p>uno <span data-gap="1">dos</span></p><p>cuatro</p>');
    t.click('HTML source');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Text HTML source' })).toBeNull());
    expect(t.dom.textContent).toBe('uno doscuatro');
    expect(t.dom.querySelector('span[data-gap]')?.textContent).toBe('dos');
  });
});
