// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { VocExports } from './VocExports';

const DIALECTS = [
  { dialectId: 2, dialectCode: 'es-ES' },
  { dialectId: 3, dialectCode: 'en-US' },
];

function setup(courseId: number, answers: Response[]) {
  const fetch = vi.fn();
  for (const a of answers) fetch.mockResolvedValueOnce(a);
  vi.stubGlobal('fetch', fetch);
  URL.createObjectURL = vi.fn(() => 'blob:file');
  const onError = vi.fn();
  renderWithServices(<VocExports courseId={courseId} dialects={DIALECTS} dialect={2} search={() => 'T:noun casa'} onError={onError} />, {
    http: fakeHttp({}),
  });
  return { fetch, onError };
}
const file = (name: string) => new Response('x', { headers: { 'content-disposition': `attachment; filename="${name}"` } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Vocabulary exports', () => {
  it('Export TBX (Alt+Shift+E): a dialect pair in one request; a refusal shows the server message', async () => {
    const { fetch } = setup(1, [file('course-es-ES-en-US.tbx'), new Response(JSON.stringify({ error: 'The two dialects must differ' }), { status: 400 })]);
    fireEvent.keyDown(document.body, { key: 'E', code: 'KeyE', altKey: true, shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Export TBX' });
    const choose = async (label: string, option: string) => {
      fireEvent.click(within(dialog).getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    await choose('From', 'es-ES');
    await choose('To', 'en-US');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export TBX' })).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe('/api/courses/1/vocs/tbx?from=2&to=3');

    fireEvent.keyDown(document.body, { key: 'E', code: 'KeyE', altKey: true, shiftKey: true });
    const again = await screen.findByRole('dialog', { name: 'Export TBX' });
    fireEvent.click(within(again).getByRole('button', { name: 'Export' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('The two dialects must differ');
  });

  it("Export all rows as CSV (Ctrl+Alt+Shift+X): the server's CSV of the grid's dialect and search; a refusal goes to the screen", async () => {
    const { fetch, onError } = setup(1, [file('vocabulary-1.csv'), new Response(JSON.stringify({ error: 'Invalid search: unknown class' }), { status: 400 })]);
    fireEvent.keyDown(document.body, { key: 'X', code: 'KeyX', ctrlKey: true, altKey: true, shiftKey: true });
    await waitFor(() => expect(onError).toHaveBeenCalledWith(undefined));
    expect(fetch.mock.calls[0][0]).toBe('/api/courses/1/vocs/csv?dialect=2&text=T%3Anoun+casa');
    fireEvent.keyDown(document.body, { key: 'X', code: 'KeyX', ctrlKey: true, altKey: true, shiftKey: true });
    await waitFor(() => expect(onError).toHaveBeenLastCalledWith('Invalid search: unknown class'));
  });

  it('the main vocabulary (course 0) has no TBX; its CSV is the main one', async () => {
    const { fetch } = setup(0, [file('vocabulary-main.csv')]);
    fireEvent.keyDown(document.body, { key: 'E', code: 'KeyE', altKey: true, shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'X', code: 'KeyX', ctrlKey: true, altKey: true, shiftKey: true });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0][0]).toBe('/api/courses/0/vocs/csv?dialect=2&text=T%3Anoun+casa');
    expect(screen.queryByRole('dialog', { name: 'Export TBX' })).toBeNull();
  });
});
