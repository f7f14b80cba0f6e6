// @vitest-environment happy-dom
import 'reflect-metadata';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermissionTreeEntry } from '../../../sdk/shared';
import { TOKENS } from '../../../sdk/client/tokens';
import type { HttpClient } from '../../../sdk/client/http';
import { rootContainer } from '../container';
import Shell from './Shell';

vi.mock('../workspace/ModulePane', () => ({ ModulePane: () => <p>pane</p> }));

afterEach(() => vi.restoreAllMocks());

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
});
