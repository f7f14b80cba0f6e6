// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { PanelStructure } from '../shared/types';
import { StructureEditor } from './StructureEditor';

const STRUCTURE: PanelStructure = {
  panelId: 5,
  dialectId: null,
  dialects: [{ dialectId: 3, dialectCode: 'en-US' }],
  blocks: [
    {
      id: 1,
      block: 1,
      name: 'Intro',
      note: false,
      elements: [{ elementId: 10, ref: 'paragraph', itemId: null, dialect: null, data: { sources: [{ dialectId: 3, text: '<p>Hello</p>' }] } }],
    },
  ],
};

describe('Panel structure: the Edit paragraph dialog', () => {
  it('saves with Ctrl+S from the dialog, which stays uncovered by the structure while the save runs', async () => {
    let answer: (v: { ok: true; data: PanelStructure }) => void = () => undefined;
    const put = vi.fn(() => new Promise<{ ok: true; data: PanelStructure }>((resolve) => (answer = resolve)));
    const http = fakeHttp({ get: async (path: string) => (path === 'panels/5/estructure' ? STRUCTURE : undefined), put });
    renderWithServices(<StructureEditor panelId={5} courseId={1} />, { http });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Paragraph' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit paragraph' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Save' }), { key: 's', code: 'KeyS', ctrlKey: true });
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('panelBlock/element/10', { data: STRUCTURE.blocks[0].elements[0].data });
    // During the save: the dialog's Save button says so, and no overlay of the structure is drawn.
    expect(within(dialog).getByRole('button', { name: 'Save' }).getAttribute('data-loading')).toBe('true');
    expect(document.querySelector('.mantine-LoadingOverlay-root')).toBeNull();
    await act(async () => answer({ ok: true, data: STRUCTURE }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit paragraph' })).toBeNull());
  });
});
