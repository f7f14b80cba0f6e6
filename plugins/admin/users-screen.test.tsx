// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient, WriteOutcome } from '../../sdk/client';
import { fakeHttp, renderWithServices, RxEventBus } from '../../tests/support/client';
import type { PermissionCourse, UserRecord } from './client/types';
import UsersScreen from './client/UsersScreen';
import { permissionGroups } from './client/role-presets';
import { USERS } from './plugin';

const COURSE_1 = 'Spanish for English speakers';
const catalogue = (granted: [number, number][] = []): PermissionCourse[] =>
  [
    { id: 0, name: 'Global modules', language: '', languageCode: '', permissions: [{ moduleId: 1, name: 'Users', granted: false }] },
    { id: 1, name: COURSE_1, language: 'Spanish', languageCode: 'es', permissions: [{ moduleId: 10, name: 'Glossaries', granted: false }] },
  ].map((c) => {
    const permissions = c.permissions.map((p) => ({ ...p, granted: granted.some(([ci, m]) => ci === c.id && m === p.moduleId) }));
    return { ...c, permissions, granted: permissions.some((p) => p.granted) };
  });

/** A fake of the users routes: the user record and its grants are kept apart, as on the server. */
function fakeServer() {
  type StoredUser = { id: number; name: string; freelance: boolean; admin: boolean; version: number };
  const users = new Map<number, StoredUser>([
    [5, { id: 5, name: 'bea@example.com', freelance: false, admin: false, version: 2 }],
    [9, { id: 9, name: 'admin@example.com', freelance: false, admin: true, version: 1 }],
  ]);
  const grants = new Map<number, [number, number][]>([[5, [[0, 1]]]]);
  const record = (id: number): UserRecord => {
    const u = users.get(id)!;
    return {
      ...u,
      password: '',
      courses: catalogue(
        u.admin
          ? [
              [0, 1],
              [1, 10],
            ]
          : (grants.get(id) ?? []),
      ),
    };
  };
  const row = (id: number) => {
    const { version: _, ...r } = users.get(id)!;
    return r;
  };
  const ok = <T,>(data: T): WriteOutcome<T> => ({ ok: true, data });
  const get = vi.fn(async (path: string) => {
    if (path === 'grid-columns/users') return [{ field: 'name', headerName: 'Name' }];
    if (path === 'users') return [...users.keys()].map(row);
    if (path === 'users/new') return { id: -1, name: '', password: '', freelance: false, admin: false, version: 0, courses: catalogue() };
    const grid = path.match(/^users\/grid\/(\d+)$/);
    if (grid) return row(Number(grid[1]));
    const one = path.match(/^users\/(\d+)$/);
    return one ? record(Number(one[1])) : undefined;
  });
  const http = fakeHttp({
    get,
    post: (_path: string, body: any) => {
      users.set(7, { id: 7, name: body.name, freelance: body.freelance, admin: false, version: 1 });
      return ok({ id: 7, record: record(7), row: row(7) });
    },
    put: (path: string, body: any) => {
      const perms = path.match(/^users\/(\d+)\/permissions$/);
      const id = Number(path.split('/')[1]);
      const u = users.get(id)!;
      users.set(id, { ...u, ...(perms ? {} : { name: body.name, freelance: body.freelance }), version: u.version + 1 });
      if (perms) {
        grants.set(
          id,
          (body.courses as PermissionCourse[]).flatMap((c) => c.permissions.filter((p) => p.granted).map((p) => [c.id, p.moduleId] as [number, number])),
        );
      }
      if (perms) return ok({ id, admin: u.admin, version: u.version + 1, courses: record(id).courses });
      return ok({ id, record: record(id), row: row(id) });
    },
  });
  return { http, grants };
}

const writes = (http: ReturnType<typeof fakeHttp>) => [
  ...http.post.mock.calls.map(([path, body]) => ['POST', path, body]),
  ...http.put.mock.calls.map(([path, body]) => ['PUT', path, body]),
];
const recordId = () => screen.getByTestId('record-id').textContent;
const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));
const gridCell = (text: string) => [...document.querySelectorAll<HTMLElement>('.ag-row .ag-cell')].find((c) => c.textContent === text)!;

function renderScreen(http: HttpClient) {
  renderWithServices(<UsersScreen moduleId={USERS} courseId={0} />, { http, events: new RxEventBus() });
}

describe('the Users screen (spec 3 §7)', () => {
  it('creates the user without courses, then saves the permissions through users/{id}/permissions', async () => {
    const { http, grants } = fakeServer();
    renderScreen(http);
    await waitFor(() => expect(recordId()).toBe('New record'));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'carla@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'carla-password' } });
    fireEvent.click(screen.getByLabelText(`Granted: ${COURSE_1}`));
    await click('Save');
    await waitFor(() => expect(recordId()).toBe('#7'));

    const [create, permissions] = writes(http);
    expect(create).toEqual(['POST', 'users', { name: 'carla@example.com', password: 'carla-password', freelance: false, version: 0 }]);
    expect(permissions).toEqual(['PUT', 'users/7/permissions', { courses: catalogue([[1, 10]]) }]);
    expect(grants.get(7)).toEqual([[1, 10]]);
    expect((screen.getByLabelText(`Granted: ${COURSE_1}`) as HTMLInputElement).checked).toBe(true);
  });

  it('updates a user without courses, then its permissions; the form shows what both saved', async () => {
    const { http, grants } = fakeServer();
    renderScreen(http);
    await waitFor(() => expect(gridCell('bea@example.com')).toBeTruthy());
    fireEvent.click(gridCell('bea@example.com'));
    await waitFor(() => expect(recordId()).toBe('#5'));
    fireEvent.click(screen.getByLabelText('Freelance (FL)'));
    fireEvent.click(screen.getByLabelText('Granted: Global modules'));
    await click('Save');
    await waitFor(() => expect(writes(http)).toHaveLength(2));

    expect(writes(http)).toEqual([
      ['PUT', 'users/5', { name: 'bea@example.com', password: '', freelance: true, version: 2 }],
      ['PUT', 'users/5/permissions', { courses: catalogue() }],
    ]);
    expect(grants.get(5)).toEqual([]);
    await waitFor(() => expect((screen.getByLabelText('Freelance (FL)') as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText('Granted: Global modules') as HTMLInputElement).checked).toBe(false);
  });

  it('saves an administrator without a permissions request (an administrator holds them all)', async () => {
    const { http } = fakeServer();
    renderScreen(http);
    await waitFor(() => expect(gridCell('admin@example.com')).toBeTruthy());
    fireEvent.click(gridCell('admin@example.com'));
    await waitFor(() => expect(recordId()).toBe('#9'));
    fireEvent.click(screen.getByLabelText('Freelance (FL)'));
    await click('Save');
    await waitFor(() => expect(writes(http)).toHaveLength(1));
    expect(writes(http)).toEqual([['PUT', 'users/9', { name: 'admin@example.com', password: '', freelance: true, version: 1 }]]);
  });

  it('ticks the permissions of a role preset, and groups each course’s checkboxes by area, sorted by name', async () => {
    const { http } = fakeServer();
    renderScreen(http);
    await waitFor(() => expect(recordId()).toBe('New record'));
    fireEvent.click(screen.getByRole('combobox', { name: 'Role preset' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Translator' }));
    // A translator works on glossaries in the courses, and on no global module (Users).
    expect((screen.getByLabelText(`Granted: ${COURSE_1}`) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Granted: Global modules') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('combobox', { name: 'Role preset' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
    expect((screen.getByLabelText('Granted: Global modules') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: `${COURSE_1}: Content`, hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Global modules: Administration', hidden: true })).toBeInTheDocument();
  });
});

describe('permission groups', () => {
  it('groups by area in a fixed order and sorts each group by name', () => {
    const groups = permissionGroups([
      { moduleId: 16, name: 'Sentences', granted: false },
      { moduleId: 30, name: 'Audio', granted: false },
      { moduleId: 10, name: 'Glossaries', granted: false },
      { moduleId: 9100, name: 'Hello', granted: false },
    ]);
    expect(groups.map(([area, list]) => [area, list.map((p) => p.name)])).toEqual([
      ['Content', ['Glossaries', 'Sentences']],
      ['Audio', ['Audio']],
      ['Other', ['Hello']],
    ]);
  });
});
