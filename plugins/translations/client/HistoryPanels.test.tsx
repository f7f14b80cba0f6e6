// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { CatRow, TextVersion, Translation } from '../public';
import { catRow } from './cat-row.fixture';
import { CatEditor } from './CatEditor';
import { ConflictDialog } from './ConflictDialog';
import { HistoryPanel } from './HistoryPanel';
import { ReplacePanel } from './ReplacePanel';
import { TranslationEditor } from './TranslationEditor';

const version = (id: number, text: string, userName: string | null, status = 2): TextVersion => ({
  id,
  translationId: 5,
  dialectId: 3,
  text,
  status,
  userId: userName ? id : null,
  userName,
  sourceText: 'La casa roja.',
  createdAt: '2026-11-28T20:00:00.000Z',
});
const VERSIONS = [version(3, 'The red home.', 'bruno'), version(2, 'The red house.', 'ana'), version(1, 'Red house', null, 1)];

describe('history panel', () => {
  it('lists the versions newest first with who, status and a word diff with the one before', async () => {
    const http = fakeHttp({ get: (path: string) => (path === 'translations/5/dialects/3/history' ? VERSIONS : undefined) });
    renderWithServices(<HistoryPanel translationId={5} dialectId={3} onRestore={vi.fn()} />, { http });
    const options = await screen.findAllByRole('listitem');
    expect(options.map((o) => o.textContent?.split(' · ')[0])).toEqual(['bruno', 'ana', 'System']);
    expect(within(options[2]).getByText('Doing')).toBeInTheDocument();
    const diff = within(options[0]).getByTestId('history-diff');
    expect([...diff.querySelectorAll('[data-change="removed"]')].map((s) => s.textContent)).toEqual(['house']);
    expect([...diff.querySelectorAll('[data-change="added"]')].map((s) => s.textContent)).toEqual(['home']);
    // The newest is the text as it is: nothing to restore there.
    expect(within(options[0]).queryByRole('button', { name: /Restore/ })).toBeNull();
  });

  it('restores by its button, and by ↓ and Enter on the list, then reads the history again', async () => {
    const get = vi.fn((path: string) => (path === 'translations/5/dialects/3/history' ? VERSIONS : undefined));
    const onRestore = vi.fn(async () => true);
    renderWithServices(<HistoryPanel translationId={5} dialectId={3} onRestore={onRestore} autoFocus />, { http: fakeHttp({ get }) });
    const restoreButton = await screen.findByRole('button', { name: 'Restore version 1' });
    await act(async () => fireEvent.click(restoreButton));
    expect(onRestore).toHaveBeenCalledWith(VERSIONS[2]);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    const list = screen.getByRole('list', { name: 'Versions' });
    await waitFor(() => expect(document.activeElement).toBe(list));
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    await act(async () => fireEvent.keyDown(list, { key: 'Enter' }));
    expect(onRestore).toHaveBeenLastCalledWith(VERSIONS[1]);
  });
});

describe('conflict dialog', () => {
  const other = { toText: 'The blue hound.', status: 2, version: 4, savedBy: 'bruno', savedAt: '2026-11-28T20:00:00.000Z' };

  it('shows both texts and who saved the other; keep mine and take theirs resolve with that text', () => {
    const onResolve = vi.fn();
    renderWithServices(<ConflictDialog mine="The blue dog." other={other} onResolve={onResolve} onClose={vi.fn()} />);
    expect(screen.getByTestId('conflict-mine').textContent).toBe('The blue dog.');
    expect(screen.getByTestId('conflict-theirs').textContent).toBe('The blue hound.');
    expect(screen.getByText(/^bruno saved this row at/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(onResolve.mock.calls).toEqual([['The blue dog.'], ['The blue hound.']]);
  });

  it('merges in a field prefilled with both', () => {
    const onResolve = vi.fn();
    renderWithServices(<ConflictDialog mine="The blue dog." other={other} onResolve={onResolve} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    const field = screen.getByLabelText('Merged text') as HTMLTextAreaElement;
    expect(field.value).toBe('The blue dog.\nThe blue hound.');
    fireEvent.change(field, { target: { value: 'The blue dog (hound).' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save merged' }));
    expect(onResolve).toHaveBeenCalledWith('The blue dog (hound).');
  });
});

describe('search and replace panel', () => {
  it('previews with the count, replaces in one request and undoes it in one', async () => {
    const put = vi.fn(async (path: string, body?: { apply?: boolean }) => {
      if (path === 'translations/projects/7/search-replace')
        return {
          ok: true as const,
          data: {
            applied: !!body?.apply,
            count: 3,
            rows: [
              { id: 1, before: 'colour and colour', after: 'color and color' },
              { id: 2, before: 'a colour', after: 'a color' },
            ],
            replaceId: body?.apply ? 9 : null,
            projectRows: body?.apply ? [] : undefined,
          },
        };
      if (path === 'translations/projects/7/search-replace/9/undo') return { ok: true as const, data: { restored: [1], skipped: [2], projectRows: [] } };
      return { ok: false as const, status: 404, error: 'Not found' };
    });
    const onChanged = vi.fn();
    renderWithServices(<ReplacePanel projectId={7} onChanged={onChanged} />, { http: fakeHttp({ put }) });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'colo(u)r' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Replace with' }), { target: { value: 'color' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Regular expression' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Match case' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    expect(screen.getByTestId('replace-message').textContent).toBe('3 matches in 2 rows');
    expect(put).toHaveBeenLastCalledWith('translations/projects/7/search-replace', {
      search: 'colo(u)r',
      replace: 'color',
      apply: false,
      regex: true,
      caseSensitive: false,
      side: 'target',
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replace 2' })));
    expect(onChanged).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Undo replace' })));
    expect(put).toHaveBeenLastCalledWith('translations/projects/7/search-replace/9/undo', undefined);
    expect(screen.getByTestId('replace-message').textContent).toBe('1 row restored, 1 changed since and left as they are');
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('shows why a bad regular expression was refused', async () => {
    const put = vi.fn(async () => ({
      ok: false as const,
      status: 400,
      error: 'Invalid',
      fields: { search: 'Not a valid regular expression: Unterminated group' },
    }));
    renderWithServices(<ReplacePanel projectId={7} onChanged={vi.fn()} />, { http: fakeHttp({ put }) });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'colo(u' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    expect(screen.getByTestId('replace-message').textContent).toBe('Not a valid regular expression: Unterminated group');
    expect(screen.getByRole('button', { name: 'Replace' })).toBeDisabled();
  });
});

const row: CatRow = { ...catRow(1, 'El perro azul.'), translationId: 5, itemId: 3, version: 2 };

describe('CAT: conflicts, history and comments', () => {
  function setup() {
    const get = vi.fn((path: string) => {
      if (path === 'courses/1/translations/projects/select') return [{ id: 7, name: 'Demo' }];
      if (path === 'translations/projects/7/translations') return [row];
      if (path === 'translations/projects/translations/1/memory-guest') return { memory: [] };
      if (path === 'translations/5/dialects/3/history') return VERSIONS;
      if (path === 'ref/10/refId/3/notes') return [];
      return undefined;
    });
    const put = vi.fn(async (path: string, body?: { toText: string; version?: number }) => {
      if (path === 'translations/projects/translations/1' && body?.version === 2)
        return {
          ok: false as const,
          status: 409,
          error: 'bruno saved this row since you opened it',
          fields: { toText: 'The blue hound.', status: '1', version: '3', savedBy: 'bruno', savedAt: '2026-11-28T20:00:00.000Z' },
        };
      if (path === 'translations/projects/translations/1') return { ok: true as const, data: { ...row, toText: body!.toText, version: 4 } };
      if (path === 'translations/projects/translations/1/history/2/restore')
        return { ok: true as const, data: { ...row, toText: 'The red house.', version: 3 } };
      return { ok: false as const, status: 404, error: 'Not found' };
    });
    const post = vi.fn(async (path: string, body?: { note: string }) =>
      // The target's spelling check finds nothing; any other post adds a note.
      path === 'courses/1/translations/spelling'
        ? { ok: true as const, data: { checked: true, texts: [[]] } }
        : { ok: true as const, data: { id: 1, notes: [{ id: 1, note: body!.note, status: 'OPENED', user: 'ana', time: '2026-11-28T20:00:00.000Z' }] } },
    );
    renderWithServices(<CatEditor courseId={1} projectId={7} />, { http: fakeHttp({ get, put, post }) });
    return { put, post };
  }
  const activate = async () => {
    fireEvent.click(await screen.findByText('El perro azul.'));
    return (await screen.findByRole('textbox', { name: /Target 1/ })) as HTMLTextAreaElement;
  };

  it('a stale save opens the conflict with both texts; keep mine saves it over the other version, the typed text kept meanwhile', async () => {
    const { put } = setup();
    const field = await activate();
    fireEvent.change(field, { target: { value: 'The blue dog.' } });
    await act(async () => fireEvent.keyDown(field, { key: 'Enter', shiftKey: true }));
    expect(await screen.findByTestId('conflict-theirs')).toHaveTextContent('The blue hound.');
    expect(screen.getByTestId('conflict-mine')).toHaveTextContent('The blue dog.');
    expect(field.value).toBe('The blue dog.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep mine' })));
    expect(put).toHaveBeenLastCalledWith('translations/projects/translations/1', { toText: 'The blue dog.', version: 3 });
    await waitFor(() => expect(screen.queryByTestId('conflict-theirs')).toBeNull());
  });

  it('opens the history by its key and restores a version as the row’s text; adds a comment by its key', async () => {
    const { put, post } = setup();
    await activate();
    fireEvent.keyDown(document.documentElement, { key: 'H', code: 'KeyH', altKey: true, shiftKey: true });
    const restoreButton = await screen.findByRole('button', { name: 'Restore version 2' });
    await act(async () => fireEvent.click(restoreButton));
    expect(put).toHaveBeenLastCalledWith('translations/projects/translations/1/history/2/restore', { version: 2 });
    fireEvent.keyDown(document.documentElement, { key: 'M', code: 'KeyM', altKey: true, shiftKey: true });
    const comment = screen.getByRole('textbox', { name: 'New comment' });
    expect(document.activeElement).toBe(comment);
    fireEvent.change(comment, { target: { value: 'Check the gender' } });
    await act(async () => fireEvent.keyDown(comment, { key: 'Enter', ctrlKey: true }));
    expect(post).toHaveBeenCalledWith('ref/10/refId/3/notes', { note: 'Check the gender' });
    expect(await screen.findByText('Check the gender')).toBeInTheDocument();
  });
});

describe('translation editor history', () => {
  const TRANSLATION: Translation = {
    id: 5,
    courseId: 1,
    ref: 10,
    refId: 3,
    field: 'tooltip',
    refName: 'Glossaries',
    openRef: 10,
    openItemId: 3,
    openRefName: 'Glossaries',
    open: { module: 10, recordId: 3, params: { search: '3' } },
    defaultTargetDialectId: 2,
    defaultSourceDialectId: 3,
    error: null,
    checkedAt: null,
    dialects: [
      { dialectId: 2, dialectCode: 'es-ES', kind: 'target', text: 'La casa roja.', status: 2 },
      { dialectId: 3, dialectCode: 'en-US', kind: 'source', text: 'The red home.', status: 2 },
    ],
  };

  it('opens by Alt+Shift+H and restores a version through the restore call, the field showing it', async () => {
    const get = vi.fn((path: string) => {
      if (path === 'translations/5') return TRANSLATION;
      if (path === 'translations/5/dialects/3/history') return VERSIONS;
      if (path.endsWith('memory-guest')) return { query: null, memory: [] };
      return undefined;
    });
    const restored = { ...TRANSLATION, dialects: TRANSLATION.dialects.map((d) => (d.dialectId === 3 ? { ...d, text: 'The red house.' } : d)) };
    const put = vi.fn(async () => ({ ok: true as const, data: { ...restored, row: {} } }));
    renderWithServices(<TranslationEditor courseId={1} translationId={5} dialectId={3} onChanged={vi.fn()} onDirtyChange={vi.fn()} />, {
      http: fakeHttp({ get, put }),
      navigation: { navigate: vi.fn() },
    });
    await screen.findByLabelText('Texts en-US');
    fireEvent.keyDown(document.documentElement, { key: 'H', code: 'KeyH', altKey: true, shiftKey: true });
    const restoreButton = await screen.findByRole('button', { name: 'Restore version 2' });
    await act(async () => fireEvent.click(restoreButton));
    expect(put).toHaveBeenCalledWith('translations/5/history/2/restore?dialect=3', undefined);
    await waitFor(() => expect((screen.getByLabelText('Texts en-US') as HTMLTextAreaElement).value).toBe('The red house.'));
  });
});
