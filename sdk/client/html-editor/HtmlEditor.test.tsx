// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../testing';
import { ALLOWED_HTML, type HtmlToolbar } from './extensions';
import { HtmlEditor } from './HtmlEditor';

// The real source view is monaco-editor, which needs a browser; here a textarea takes its place.
vi.mock('./SourceView', () => ({
  default: ({ value, onChange, label }: { value: string; onChange(v: string): void; label: string }) => {
    const [text, setText] = useState(value);
    return <textarea aria-label={label} value={text} onChange={(e) => { setText(e.currentTarget.value); onChange(e.currentTarget.value); }} />;
  },
}));

function setup(value: string, toolbar: HtmlToolbar = 'exercise') {
  const onChange = vi.fn();
  const view = renderWithServices(<HtmlEditor label="Text" toolbar={toolbar} value={value} onChange={onChange} />);
  const dom = screen.getByRole('textbox', { name: 'Text' });
  const editor = (dom as unknown as { editor: Editor }).editor;
  const last = () => onChange.mock.calls.at(-1)?.[0] as string;
  /** Selects the document positions [from, to) as a user would with the mouse. */
  const select = (from: number, to = from) => act(() => { editor.commands.setTextSelection({ from, to }); });
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
    act(() => { t.editor.commands.setNodeSelection(4); });
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
    act(() => { t.editor.commands.selectAll(); });
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

  it('the buttons name their shortcuts, and the shortcuts work', async () => {
    const t = setup('<p>hola mundo</p>', 'translation');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-keyshortcuts')).toBe('Control+B');
    expect(screen.getByRole('button', { name: 'Gap' }).getAttribute('aria-keyshortcuts')).toBe('Control+Shift+G');
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Gap' }));
    expect(await screen.findByText('Gap (Ctrl+Shift+G)')).toBeTruthy();
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
    act(() => { t.editor.commands.selectAll(); });
    fireEvent.keyDown(t.dom, { key: '\\', ctrlKey: true });
    expect(t.last()).toBe('<p>hola <span data-gap="1">mundo</span></p>');
  });
});
