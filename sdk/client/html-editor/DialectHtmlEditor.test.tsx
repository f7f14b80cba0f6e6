// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { noAudio, type AudioState } from '../../shared/audio';
import { DialectHtmlEditor, type DialectHtml } from './DialectHtmlEditor';

const VALUE: DialectHtml[] = [
  { dialectId: 2, dialectCode: 'es-ES', text: '<p>yo <span data-gap="1">como</span></p>' },
  { dialectId: 5, dialectCode: 'fr-FR', text: '<p>je mange</p>' },
];
const editorOf = async (name: string) => ((await screen.findByRole('textbox', { name, hidden: true })) as unknown as { editor: Editor }).editor;

describe('DialectHtmlEditor', () => {
  it('shows a tab per dialect and a change in one tab changes only that dialect', async () => {
    const onChange = vi.fn();
    renderWithServices(<DialectHtmlEditor label="Text" toolbar="translation" value={VALUE} onChange={onChange} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['es-ES', 'fr-FR']);
    fireEvent.click(screen.getByRole('tab', { name: 'fr-FR' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'fr-FR' }).getAttribute('aria-selected')).toBe('true'));
    const fr = await editorOf('Text fr-FR');
    act(() => {
      fr.commands.setTextSelection({ from: 4, to: 9 });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Gap' }).find((b) => b.closest('[data-html-editor="Text fr-FR"]'))!);
    expect(onChange).toHaveBeenLastCalledWith([VALUE[0], { ...VALUE[1], text: '<p>je <span data-gap="1">mange</span></p>' }]);
    expect((await editorOf('Text es-ES')).getHTML()).toBe(VALUE[0].text);
  });

  it("shows each dialect's audio, read once for the record", async () => {
    const states: AudioState[] = [{ ...noAudio(23, 7, 2), path: '23/7/audio/2.mp3', mimeType: 'audio/mpeg', fileName: 'a.mp3', size: 10 }];
    const get = vi.fn(async (_path: string) => states);
    renderWithServices(<DialectHtmlEditor label="Text" toolbar="exercise" value={VALUE} onChange={() => {}} audio={{ refType: 23, refId: 7 }} />, {
      http: fakeHttp({ get }),
    });
    expect(await screen.findByRole('button', { name: 'Audio es-ES: Audio' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'fr-FR' }));
    expect(await screen.findByRole('button', { name: 'Audio fr-FR: No audio' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0][0]).toBe('audio/23/7');
  });

  it('marks the tab of a dialect with an error and shows the error under its editor', async () => {
    renderWithServices(<DialectHtmlEditor label="Text" toolbar="translation" value={VALUE} onChange={() => {}} errors={{ '1.text': 'Required' }} />);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'fr-FR' }).getAttribute('data-error')).toBe('true');
  });
});
