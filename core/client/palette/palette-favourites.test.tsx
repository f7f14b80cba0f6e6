// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandPalette, palette } from './CommandPalette';
import type { PaletteItem } from './palette-actions';

afterEach(() => act(() => palette.close()));

const item = (id: string, label: string): PaletteItem => ({ id, label, category: label.split(': ')[0], title: label.split(': ')[1], run: vi.fn() });
const ITEMS = [item('open:0:90', 'Open: Config'), item('open:0:89', 'Open: Health'), item('core:close-tab', 'Workspace: Close tab')];
const labels = () => [...document.querySelectorAll('.mantine-Spotlight-actionLabel')].map((l) => l.textContent);
const search = () => screen.getByPlaceholderText('Open a module or run a command…');

/** The palette with the user's stars kept as the shell keeps them (in the settings). */
function Starred() {
  const [favourites, setFavourites] = useState<string[]>([]);
  const items = ITEMS.map((i) => ({ ...i, favourite: favourites.includes(i.id) }));
  return <CommandPalette items={items} onToggleFavourite={(id) => setFavourites((f) => (f.includes(id) ? f.filter((x) => x !== id) : [...f, id]))} />;
}

describe("the palette's favourites", () => {
  it('a star on an entry puts it first without running it; Ctrl+D stars the selected entry', async () => {
    render(
      <MantineProvider env="test">
        <Starred />
      </MantineProvider>,
    );
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(labels()).toEqual(['Open: Config', 'Open: Health', 'Workspace: Close tab']);
    fireEvent.click(screen.getByRole('switch', { name: 'Favourite: Workspace: Close tab' }));
    expect(ITEMS[2].run).not.toHaveBeenCalled();
    expect(labels()).toEqual(['Workspace: Close tab', 'Open: Config', 'Open: Health']);
    expect(screen.getByRole('switch', { name: 'Favourite: Workspace: Close tab' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.change(search(), { target: { value: 'health' } });
    await waitFor(() => expect(document.querySelector('.mantine-Spotlight-action[data-selected]')?.textContent).toContain('Open: Health'));
    fireEvent.keyDown(search(), { key: 'd', code: 'KeyD', ctrlKey: true });
    fireEvent.change(search(), { target: { value: '' } });
    expect(labels()).toEqual(['Open: Health', 'Workspace: Close tab', 'Open: Config']);
  });
});
