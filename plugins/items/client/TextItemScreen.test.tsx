// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WriteOutcome } from '../../../sdk/client';
import { fakeHttp, RxEventBus, renderWithServices } from '../../../tests/support/client';
import { TEXT_ITEMS } from '../public';
import TextItemScreen from './TextItemScreen';
import type { TextItem } from '../public';

const text = (dialectId: number, dialectCode: string, value = '', status: 0 | 2 = value ? 2 : 0) => ({ dialectId, dialectCode, text: value, status });
const WELCOME: TextItem = {
  id: 31,
  courseId: 1,
  version: 4,
  name: 'Welcome',
  error: '<b>Target es-MX</b> is empty<script>alert(1)</script>',
  targets: [text(2, 'es-ES', '<p><b>¡Hola!</b> Bienvenido<img src=x onerror="alert(1)"></p>'), text(4, 'es-MX')],
  sources: [text(3, 'en-US', '<p><i>Hello</i> and welcome</p>')],
};
const BLANK: TextItem = { ...WELCOME, id: -1, version: 0, name: '', error: '', targets: [text(2, 'es-ES'), text(4, 'es-MX')], sources: [text(3, 'en-US')] };

/** A fake server of course 1's text items. */
function setup(refuse?: WriteOutcome<unknown>) {
  const stored = new Map<number, TextItem>([[31, WELCOME]]);
  const rowOf = (t: TextItem) => ({ id: t.id, name: t.name, target: t.targets[0].text });
  const get = vi.fn(async (path: string) => {
    await new Promise((r) => setTimeout(r, 1));
    if (path === 'grid-columns/textItems') return [{ field: 'name', headerName: 'Name' }];
    if (path === 'groups/1/text-items') return [...stored.values()].map(rowOf);
    if (path === 'text-items/new') return structuredClone(BLANK);
    if (/^ref\/41\/refId\/\d+\/notes$/.test(path)) return [];
    const row = path.match(/^groups\/1\/text-items\/(\d+)$/);
    if (row) return rowOf(stored.get(Number(row[1]))!);
    const one = path.match(/^text-items\/(\d+)$/);
    return one ? structuredClone(stored.get(Number(one[1]))) : undefined;
  });
  const post = vi.fn(async (_path: string, body: Omit<TextItem, 'id'>) => {
    if (refuse) return refuse;
    stored.set(32, { ...body, id: 32, version: 1 } as TextItem);
    return { ok: true as const, data: { id: 32, record: structuredClone(stored.get(32)!), row: rowOf(stored.get(32)!) } };
  });
  const put = vi.fn(async (path: string, body: TextItem) => {
    if (refuse) return refuse;
    const id = Number(path.split('/')[1]);
    stored.set(id, { ...body, id, version: body.version + 1 });
    return { ok: true as const, data: { id, record: structuredClone(stored.get(id)!), row: rowOf(stored.get(id)!) } };
  });
  const http = fakeHttp({ get, post, put });
  renderWithServices(<TextItemScreen moduleId={TEXT_ITEMS} courseId={1} />, { http, events: new RxEventBus(), navigation: { navigate: vi.fn() } });
  return { get, post, put };
}

const recordId = () => screen.getByTestId('record-id').textContent;
const field = (label: string) => screen.getByLabelText(label) as HTMLTextAreaElement;
const preview = () => screen.getByLabelText('Preview');
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const openWelcome = async () => {
  fireEvent.click(await screen.findByText('Welcome', { selector: '.ag-cell' }));
  await waitFor(() => expect(recordId()).toBe('#31'));
};

describe('Text Items (module 41)', () => {
  it('opens a text item with its error box, its HTML per target and source dialect, and a safe preview of the dialect chosen', async () => {
    const { get } = setup();
    await waitFor(() => expect(recordId()).toBe('New record'));
    expect(get).toHaveBeenCalledWith('text-items/new', { course: 1 }, undefined);
    await openWelcome();
    expect(screen.getByText('Text item 31')).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Welcome');

    // The error box: the checker's HTML, formatting kept, scripts dropped.
    const error = screen.getByRole('alert', { name: 'Error' });
    expect(error.textContent).toContain('Target es-MX is empty');
    expect(error.querySelector('b')?.textContent).toBe('Target es-MX');
    expect(error.querySelector('script')).toBeNull();

    expect(field('Targets (HTML) es-ES').value).toBe(WELCOME.targets[0].text);
    expect(field('Sources (HTML) en-US').value).toBe('<p><i>Hello</i> and welcome</p>');

    // The preview: the first dialect at first, rendered through the whitelist.
    expect(preview().querySelector('b')?.textContent).toBe('¡Hola!');
    expect(preview().querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'en-US' }));
    expect(preview().querySelector('i')?.textContent).toBe('Hello');
    fireEvent.click(screen.getByRole('radio', { name: 'es-MX' }));
    expect(preview().textContent).toBe('No text in es-MX.');
    // It follows what is typed.
    fireEvent.change(field('Targets (HTML) es-MX'), { target: { value: '<u>¡Hola!</u>' } });
    expect(preview().querySelector('u')?.textContent).toBe('¡Hola!');
  });

  it('a new text item needs a name; saved, it is created with its texts and appears in the grid', async () => {
    const { post } = setup();
    await waitFor(() => expect(recordId()).toBe('New record'));
    expect(screen.getByText('New text item')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Goodbye' } });
    fireEvent.change(field('Targets (HTML) es-ES'), { target: { value: '<b>Adiós</b>' } });
    fireEvent.change(field('Sources (HTML) en-US'), { target: { value: 'Bye' } });
    await save();
    await waitFor(() => expect(recordId()).toBe('#32'));
    expect(post).toHaveBeenCalledWith(
      'groups/1/text-items',
      expect.objectContaining({
        name: 'Goodbye',
        version: 0,
        targets: [expect.objectContaining({ dialectId: 2, text: '<b>Adiós</b>' }), expect.objectContaining({ dialectId: 4, text: '' })],
        sources: [expect.objectContaining({ dialectId: 3, text: 'Bye' })],
      }),
    );
    expect(await screen.findByText('Goodbye', { selector: '.ag-cell' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a text under that dialect, and keeps what was typed", async () => {
    const { put } = setup({ ok: false, status: 400, error: 'Invalid body: targets.1.text', fields: { 'targets.1.text': 'Too long' } });
    await openWelcome();
    fireEvent.change(field('Targets (HTML) es-MX'), { target: { value: 'x'.repeat(50) } });
    await save();
    expect(put).toHaveBeenCalledWith('text-items/31', expect.objectContaining({ version: 4, name: 'Welcome' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(field('Targets (HTML) es-MX').getAttribute('aria-invalid')).toBe('true');
    expect(field('Targets (HTML) es-ES').getAttribute('aria-invalid')).not.toBe('true');
    expect(field('Targets (HTML) es-MX').value).toBe('x'.repeat(50));
    expect(recordId()).toContain('unsaved changes');
  });
});
