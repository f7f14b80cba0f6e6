// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chordClash, ShortcutsSheet, type ShortcutEntry } from './ShortcutsSheet';

const ENTRIES: ShortcutEntry[] = [
  { id: 'core:close-tab', category: 'Workspace', title: 'Close tab', label: 'Workspace: Close tab', keys: 'alt+W', defaultKeys: 'alt+W' },
  { id: 'core:toggle-sidebar', category: 'Workspace', title: 'Toggle sidebar', label: 'Workspace: Toggle sidebar', keys: 'alt+B', defaultKeys: 'alt+B' },
  { id: 'screen:2:save', category: 'Vocabulary', title: 'Save', label: 'Vocabulary: Save', keys: 'mod+S', defaultKeys: 'mod+S', screen: true },
  { id: 'screen:2:new', category: 'Vocabulary', title: 'New', label: 'Vocabulary: New', keys: 'alt+N', defaultKeys: 'alt+N', screen: true },
];

const onClose = vi.fn();
function renderSheet(onRebind = vi.fn(async () => undefined as string | undefined)) {
  onClose.mockClear();
  render(
    <MantineProvider env="test">
      <ShortcutsSheet opened onClose={onClose} entries={ENTRIES} onRebind={onRebind} />
    </MantineProvider>,
  );
  return onRebind;
}
const row = (id: string) => document.querySelector<HTMLElement>(`[data-command="${id}"]`)!;
const press = (label: string, init: KeyboardEventInit & { code: string }) => fireEvent.keyDown(screen.getByLabelText(`New chord for ${label}`), init);

describe('the keyboard shortcuts sheet', () => {
  it('lists every command with its chord, grouped by screen, and searches by name or chord', () => {
    renderSheet();
    expect(within(screen.getByRole('group', { name: 'Workspace' })).getByText('Close tab')).toBeTruthy();
    expect(within(row('core:close-tab')).getByText('Alt+W')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Vocabulary' })).getByText('Save')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search shortcuts'), { target: { value: 'alt+b' } });
    expect(document.querySelectorAll('[data-command]')).toHaveLength(1);
    expect(row('core:toggle-sidebar')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search shortcuts'), { target: { value: 'save' } });
    expect([...document.querySelectorAll('[data-command]')].map((r) => r.getAttribute('data-command'))).toEqual(['screen:2:save']);
  });

  it('saves the chord pressed for a command', async () => {
    const onRebind = renderSheet();
    fireEvent.click(screen.getByLabelText('Change the chord of Workspace: Close tab'));
    press('Workspace: Close tab', { key: 'q', code: 'KeyQ', altKey: true, shiftKey: true });
    await waitFor(() => expect(onRebind).toHaveBeenCalledWith('core:close-tab', 'alt+shift+Q'));
  });

  it('refuses a chord another command holds, naming it, and a plain key; saves nothing', async () => {
    const onRebind = renderSheet();
    fireEvent.click(screen.getByLabelText('Change the chord of Workspace: Close tab'));
    press('Workspace: Close tab', { key: 'b', code: 'KeyB', altKey: true });
    expect(await screen.findByText("Alt+B is already the chord of 'Workspace: Toggle sidebar'")).toBeTruthy();
    press('Workspace: Close tab', { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByText('Ctrl+K opens the command palette')).toBeTruthy();
    press('Workspace: Close tab', { key: 'x', code: 'KeyX' });
    expect(await screen.findByText('Hold Ctrl, Alt or Meta with the key (plain keys type in fields)')).toBeTruthy();
    // Escape gives up the change, and leaves the sheet open.
    press('Workspace: Close tab', { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('New chord for Workspace: Close tab')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(row('core:close-tab')).getByText('Alt+W')).toBeTruthy();
    expect(onRebind).not.toHaveBeenCalled();
  });
});

describe('chordClash', () => {
  it("a screen's command clashes with the global ones and its own screen's, not another screen's", () => {
    const otherScreen: ShortcutEntry = { id: 'screen:7:save', category: 'Sentences', title: 'Save', label: 'Sentences: Save', screen: true };
    expect(chordClash(otherScreen, 'mod+S', ENTRIES)).toBeUndefined();
    expect(chordClash(otherScreen, 'alt+W', ENTRIES)).toBe("Alt+W is already the chord of 'Workspace: Close tab'");
    expect(chordClash(ENTRIES[3], 'ctrl+S', ENTRIES)).toBe("Ctrl+S is already the chord of 'Vocabulary: Save'");
  });
});
