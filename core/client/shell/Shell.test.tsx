// @vitest-environment happy-dom
import 'reflect-metadata';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS, type PermissionTreeEntry } from '../../../sdk/shared';
import { TOKENS } from '../../../sdk/client/tokens';
import type { HttpClient } from '../../../sdk/client/http';
import { rootContainer } from '../container';
import Shell from './Shell';

vi.mock('../workspace/ModulePane', () => ({ ModulePane: () => <p>pane</p> }));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const entry = (path: string[], ref: number, courseId: number): PermissionTreeEntry => ({
  path,
  ref,
  courseId,
  sourceDialectId: 3,
  icon: 'IconBook2',
  languageCode: courseId ? 'es' : undefined,
});

describe('the shell', () => {
  it('rebuilds the sidebar on the first answer whose grants fingerprint changed (permissions changed in Users)', async () => {
    let tree = [entry(['Config'], 90, 0)];
    let grants = '1-a';
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      const body = url.includes('/api/permissions-tree') ? tree : url.includes('/api/courses/config') ? [] : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', 'X-Grants': grants } });
    });
    render(
      <MantineProvider env="test">
        <Shell login="ana@example.com" />
      </MantineProvider>,
    );
    await screen.findByText('Config');
    expect(screen.queryByText('Spanish')).toBeNull();

    // An administrator grants Glossaries of a Spanish course; the user's next request says so.
    tree = [...tree, entry(['Spanish', 'Spanish for English speakers', 'Glossaries'], 10, 1)];
    grants = '2-b';
    const treeCalls = () => fetch.mock.calls.filter(([u]) => String(u).includes('/api/permissions-tree')).length;
    const before = treeCalls();
    await rootContainer.resolve<HttpClient>(TOKENS.http).get('courses/1/glossaries');
    expect(await screen.findByText('Spanish')).toBeInTheDocument();
    expect(treeCalls()).toBe(before + 1);
  });

  it('shows one list of favourites, the user’s on the server: the sidebar and the palette star the same modules; a browser’s old list is taken over once', async () => {
    const tree = [entry(['Config'], 90, 0), entry(['Spanish', 'Spanish for English speakers', 'Glossaries'], 10, 1)];
    let favourites = ['open:1:10'];
    const puts: string[][] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/api/me/settings') && init?.method === 'PUT') {
        favourites = (JSON.parse(String(init.body)) as { favourites: string[] }).favourites ?? favourites;
        puts.push(favourites);
        return new Response(JSON.stringify({ result: 'OK', ok: true, data: { ...DEFAULT_USER_SETTINGS, favourites } }), { status: 200 });
      }
      const body = url.includes('/api/permissions-tree') ? tree : url.includes('/api/me/settings') ? { ...DEFAULT_USER_SETTINGS, favourites } : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    // This browser starred Config before favourites moved to the server.
    localStorage.setItem('cm_favourites_tabs', JSON.stringify({ '0:90': { moduleId: '0:90', module: 'Config', language: '', courseName: '', addedAt: 1 } }));
    render(
      <MantineProvider env="test">
        <Shell login="ana@example.com" />
      </MantineProvider>,
    );
    const favouritesEntry = await screen.findByRole('treeitem', { name: 'Favourites' });
    await waitFor(() => expect(puts).toEqual([['open:1:10', 'open:0:90']]));
    expect(within(favouritesEntry).getByText('2')).toBeInTheDocument();
    expect(localStorage.getItem('cm_favourites_tabs')).toBeNull();

    // Removed in the sidebar's flyout (the most recent first: Config): gone from the palette's stars too.
    fireEvent.mouseEnter(favouritesEntry);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Remove favourite' }))[0]);
    await waitFor(() => expect(puts).toEqual([['open:1:10', 'open:0:90'], ['open:1:10']]));
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    const stars = await screen.findAllByRole('switch', { name: /^Favourite: / });
    const starred = stars.filter((s) => s.getAttribute('aria-checked') === 'true').map((s) => s.getAttribute('aria-label'));
    expect(starred).toEqual(['Favourite: Spanish for English speakers: Glossaries']);
  });
});
