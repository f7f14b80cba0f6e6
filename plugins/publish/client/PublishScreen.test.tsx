// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import PublishScreen from './PublishScreen';
import type { Publication } from './types';

const RESOURCES = [
  { ref: 16, name: 'Sentences', batch: 50, enabled: true },
  { ref: 8, name: 'Items', batch: 50, enabled: true },
];
/** Where the server says a record of a module opens: searched by its id. */
const own = (module: number, id: number) => ({ module, recordId: id, params: { search: String(id) } });
const CHECKS: Record<string, unknown> = {
  'groups/1/refs/16/publish-check': {
    ref: 16,
    ids: [1, 2],
    details: [
      { ref: 16, refName: 'Hola, ¿qué tal?', refId: 7, error: 'No text in fr-FR', open: own(16, 7) },
      { ref: 16, refName: 'Sentences #9', refId: 9, error: 'No text in es-ES', open: own(16, 9) },
    ],
  },
  'groups/1/refs/8/publish-check': { ref: 8, ids: [3, 4, 5], details: [{ ref: 8, refName: 'casa', refId: 40, error: 'No text in es-ES', open: own(8, 40) }] },
};

/** Reading texts (ref 2801) are parts of readings (module 28): they open on their reading, the text selected. */
const PARTS = {
  resources: [{ ref: 2801, name: 'Reading texts', batch: 50, enabled: true }],
  checks: {
    'groups/1/refs/2801/publish-check': {
      ref: 2801,
      ids: [11],
      details: [
        {
          ref: 2801,
          refName: 'Ana compra pan.',
          refId: 12,
          error: 'No text in fr-FR',
          open: { module: 28, recordId: 4, params: { id: 4, tab: 'text', text: 12 } },
        },
        {
          ref: 2801,
          refName: 'Reading texts #13',
          refId: 13,
          error: 'No text in es-ES',
          open: { module: 28, recordId: 5, params: { id: 5, tab: 'text', text: 13 } },
        },
      ],
    },
  } as Record<string, unknown>,
};

function setup(publications: Publication[] = [], post?: HttpClient['post'], { resources = RESOURCES, checks = CHECKS } = {}) {
  const get = vi.fn(async (path: string) =>
    path === 'groups/1/publish-resources' ? resources : path === 'groups/1/publications' ? publications : checks[path],
  );
  const http = fakeHttp({ get, post });
  const navigation = { navigate: vi.fn() };
  renderWithServices(<PublishScreen courseId={1} moduleId={29} />, { http, navigation });
  return { navigation, get };
}

describe('publish screen', () => {
  it('checks every resource, lists the failing items with links that open them, and opens all', async () => {
    const { navigation } = setup();
    await screen.findByText('Sentences');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish check: 3 failing items' }));
    const row = within(dialog.getByText('Hola, ¿qué tal?').closest('tr')!);
    expect(row.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sentences', 'Hola, ¿qué tal?', '#7', 'No text in fr-FR']);
    fireEvent.click(row.getByRole('button', { name: '#7' }));
    expect(navigation.navigate).toHaveBeenCalledWith({ ref: 16, courseId: 1, search: '7' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '2 failing' }));
    const again = within(await screen.findByRole('dialog', { name: 'Publish check: 2 failing items' }));
    fireEvent.click(again.getByRole('button', { name: 'Open all' }));
    expect(navigation.navigate).toHaveBeenCalledWith({ ref: 16, courseId: 1, search: '7,9', ids: [7, 9] });
    expect(navigation.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ ref: 8 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('publish-16-state').textContent).toBe('2 ready2 failing');
    // The resource's failing link opens its failures again.
    fireEvent.click(screen.getByRole('button', { name: '1 failing' }));
    expect(await screen.findByRole('dialog', { name: 'Publish check: 1 failing item' })).toBeInTheDocument();
  });

  it("opens a failing part (a reading text) in its owner's module, on its parent record with the part selected", async () => {
    const { navigation } = setup([], vi.fn(), PARTS);
    await screen.findByText('Reading texts');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish check: 2 failing items' }));
    const row = within(dialog.getByText('Ana compra pan.').closest('tr')!);
    expect(row.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Reading texts', 'Ana compra pan.', '#12', 'No text in fr-FR']);
    fireEvent.click(row.getByRole('button', { name: '#12' }));
    expect(navigation.navigate).toHaveBeenCalledWith({ ref: 28, courseId: 1, id: 4, tab: 'text', text: 12 });
    expect(navigation.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ ref: 2801 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Open all: a tab shows one reading, so the first failing text on its reading.
    fireEvent.click(screen.getByRole('button', { name: '2 failing' }));
    const again = within(await screen.findByRole('dialog', { name: 'Publish check: 2 failing items' }));
    fireEvent.click(again.getByRole('button', { name: 'Open all' }));
    expect(navigation.navigate).toHaveBeenLastCalledWith({ ref: 28, courseId: 1, id: 4, tab: 'text', text: 12 });
    expect(navigation.navigate).toHaveBeenCalledTimes(2);
  });

  it('publishes, follows the running version per resource and links the published snapshots', async () => {
    const running: Publication = {
      version: 2,
      status: 'running',
      createdAt: '',
      publishedAt: null,
      progress: [
        { ref: 16, name: 'Sentences', total: 120, done: 50 },
        { ref: 8, name: 'Items', total: 0, done: 0 },
      ],
    };
    const published: Publication = { version: 1, status: 'published', createdAt: '', publishedAt: '2026-01-02T10:00:00Z', progress: [] };
    const post = vi.fn(async () => ({ ok: true as const, data: running }));
    setup([running, published], post as never);
    expect((await screen.findByTestId('publish-16-state')).textContent).toBe('50 / 120 published');
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
    const versions = within(screen.getByTestId('publish-versions'));
    expect(versions.getByRole('link', { name: 'Snapshot' }).getAttribute('href')).toBe('/api/groups/1/publications/1');
    expect(versions.getByText('running')).toBeInTheDocument();
  });

  it('starts a publication with Publish in one request: the new version shows from its answer', async () => {
    // (Already published when it answers: no progress to follow, so no polling.)
    const quick: Publication = { version: 1, status: 'published', createdAt: '', publishedAt: '2026-01-02T10:00:00Z', progress: [] };
    const post = vi.fn(async () => ({ ok: true as const, data: quick }));
    const { get } = setup([], post as never);
    await screen.findByText('Sentences');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await within(screen.getByTestId('publish-versions')).findByRole('link', { name: 'Snapshot' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledExactlyOnceWith('groups/1/publications', undefined);
    expect(vi.mocked(get).mock.calls.filter(([p]) => p === 'groups/1/publications')).toHaveLength(1);
  });

  it('shows a refused publication', async () => {
    const post = vi.fn(async () => ({ ok: false as const, status: 403, error: 'Forbidden' }));
    setup([], post as never);
    await screen.findByText('Sentences');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('groups/1/publications', undefined));
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
  });
});
