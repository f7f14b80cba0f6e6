// @vitest-environment happy-dom
import 'reflect-metadata';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommandScopeContext, useCommands } from '../../../sdk/client/commands';
import type { PermissionTreeEntry } from '../../../sdk/shared';
import Shell from '../shell/Shell';
import type { Pane } from '../workspace/workspace';
import { palette } from './CommandPalette';

/**
 * Commands a screen contributes while mounted (issue 24): first in the palette while its tab has
 * focus, hidden by their when-clauses, bound to keys that work from its text fields when they are
 * chords, gone when the tab closes.
 */

const ran = vi.hoisted(() => ({ calls: [] as string[] }));

/** A part of a screen with a command of its own (as a grid's Export CSV): mounted, and so registered, before the screen's. */
function GridPart() {
  useCommands([{ id: 'export', category: 'Grid', title: 'Export CSV', run: () => void ran.calls.push('export') }]);
  return null;
}

/** Every module's screen: a text field, a button that 'opens a record', two commands, and a part with one. */
function TestScreen({ moduleId }: { moduleId: number }) {
  const [open, setOpen] = useState(false);
  useCommands(
    [
      { id: 'check', category: 'Checks', title: `Run all checks ${moduleId}`, keys: 'alt+R', run: () => void ran.calls.push(`check ${moduleId}`) },
      { id: 'plain', category: 'Checks', title: 'Plain key', keys: 'J', run: () => void ran.calls.push('plain') },
      { id: 'note', category: 'Record', title: 'Note this record', when: (ctx) => ctx.recordOpen, run: () => void ran.calls.push('note') },
    ],
    { recordOpen: open },
  );
  return (
    <div>
      <input aria-label={`field ${moduleId}`} />
      <GridPart />
      <button type="button" onClick={() => setOpen(true)}>
        open record {moduleId}
      </button>
    </div>
  );
}

vi.mock('../workspace/ModulePane', () => ({
  ModulePane: ({ pane }: { pane: Pane }) => (
    <CommandScopeContext.Provider value={pane.commandScope}>
      <TestScreen moduleId={pane.moduleId} />
    </CommandScopeContext.Provider>
  ),
}));

const entry = (path: string[], ref: number, courseId: number): PermissionTreeEntry => ({
  path,
  ref,
  courseId,
  sourceDialectId: 3,
  icon: 'IconBook2',
  languageCode: courseId ? 'es' : undefined,
});
// Enough course modules that an alphabetical list would bury the commands.
const TREE = [
  entry(['Config'], 90, 0),
  ...[10, 14, 16, 21, 22, 33].map((ref) => entry(['Spanish', 'Spanish for English speakers', `Aaa module ${ref}`], ref, 1)),
];

const labels = () => [...document.querySelectorAll('.mantine-Spotlight-actionLabel')].map((o) => o.textContent);
const option = (label: string) => [...document.querySelectorAll<HTMLElement>('.mantine-Spotlight-action')].find((o) => o.textContent?.includes(label));
const search = () => screen.getByPlaceholderText<HTMLInputElement>('Open a module or run a command…');
const openPalette = () => {
  fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
  fireEvent.change(search(), { target: { value: '' } });
};
const closePalette = () => act(() => palette.close());
const openModule = (ref: number) => {
  openPalette();
  fireEvent.change(search(), { target: { value: `Aaa module ${ref}` } });
  act(() => fireEvent.click(option(`Spanish for English speakers: Aaa module ${ref}`)!));
};
const tabs = () => [...document.querySelectorAll<HTMLElement>('.lm_tab')].map((t) => t.title);

beforeEach(async () => {
  ran.calls = [];
  localStorage.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const body = url.includes('/api/permissions-tree') ? TREE : [];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  render(
    <MantineProvider env="test">
      <Shell login="ana@example.com" />
    </MantineProvider>,
  );
  await screen.findByTestId('sidebar');
});

afterEach(() => {
  closePalette();
  vi.restoreAllMocks();
});

describe("a screen's commands", () => {
  it('come first in the palette while its tab has focus, and only its own', () => {
    openModule(16);
    openModule(21);
    openPalette();
    // The focused tab is module 21's; its commands first (the screen's, then its part's), then the recently used modules, then the rest.
    expect(labels().slice(0, 3)).toEqual(['Checks: Run all checks 21', 'Checks: Plain key', 'Grid: Export CSV']);
    expect(labels()).not.toContain('Checks: Run all checks 16');
    expect(labels().slice(3, 5)).toEqual(['Spanish for English speakers: Aaa module 21', 'Spanish for English speakers: Aaa module 16']);
    expect(labels().indexOf('Workspace: Close tab')).toBeLessThan(labels().indexOf('Spanish for English speakers: Aaa module 10'));
    expect(option('Checks: Run all checks 21')!.querySelector('kbd')!.textContent).toBe('Alt+R');
    act(() => fireEvent.click(option('Checks: Run all checks 21')!));
    expect(ran.calls).toEqual(['check 21']);
  });

  it('are hidden while their when-clause answers false', () => {
    openModule(16);
    openPalette();
    expect(labels()).not.toContain('Record: Note this record');
    closePalette();
    act(() => fireEvent.click(screen.getByText('open record 16')));
    openPalette();
    expect(labels()).toContain('Record: Note this record');
  });

  it('run by a chord from inside a text field, never by a plain key there; Alt+W closes the tab from a field', () => {
    openModule(16);
    const field = screen.getByLabelText<HTMLInputElement>('field 16');
    field.focus();
    fireEvent.keyDown(field, { key: 'j', code: 'KeyJ' });
    expect(ran.calls).toEqual([]);
    fireEvent.keyDown(field, { key: 'r', code: 'KeyR', altKey: true });
    expect(ran.calls).toEqual(['check 16']);
    // Outside a text field, the plain key is the binding.
    field.blur();
    fireEvent.keyDown(document.body, { key: 'j', code: 'KeyJ' });
    expect(ran.calls).toEqual(['check 16', 'plain']);

    field.focus();
    act(() => fireEvent.keyDown(field, { key: 'w', code: 'KeyW', altKey: true }));
    expect(tabs()).toEqual([]);
  });

  it('are removed when the screen unmounts', () => {
    openModule(16);
    act(() => fireEvent.keyDown(document.body, { key: 'w', code: 'KeyW', altKey: true }));
    expect(tabs()).toEqual([]);
    openPalette();
    expect(labels().some((l) => l?.startsWith('Checks:'))).toBe(false);
    fireEvent.keyDown(document.body, { key: 'r', code: 'KeyR', altKey: true });
    expect(ran.calls).toEqual([]);
  });
});
