// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices, type FakeHttpHandlers } from '../../../tests/support/client';
import type { PanelInflectConfig, PanelStructure, PanelUse } from '../shared/types';
import type { Panel } from './panel';
import { PanelForm } from './PanelForm';
import { ClonePanelDialog } from './ClonePanelDialog';

const PANEL: Panel = {
  id: 5,
  courseId: 1,
  version: 1,
  title: 'Ser',
  lessonId: null,
  kLines: [7],
  concept: null,
  sentences: [1, 2],
  segments: [],
  compounds: [],
  level: 2,
  wordClass: 'verb',
  item: null,
  inflectWord: 'ser',
  activeInflectTemplate: null,
  inflectStopPanel: 0,
  titles: [{ dialectId: 2, dialectCode: 'es-ES', text: 'Ser', status: 2 }],
};
const STRUCTURE: PanelStructure = {
  panelId: 5,
  dialectId: null,
  dialects: [{ dialectId: 3, dialectCode: 'en-US' }],
  blocks: [
    {
      id: 1,
      block: 1,
      name: 'Words',
      note: false,
      elements: [{ elementId: 10, ref: 'grid_words', itemId: null, dialect: null, data: { gridWords: ['soy', 'eres'] } }],
    },
  ],
};

const INFLECTS: PanelInflectConfig[] = [
  { dialectId: 2, dialectCode: 'es-ES', inflectWord: '', nInflects: 0 },
  { dialectId: 4, dialectCode: 'es-MX', inflectWord: 'ser', nInflects: 6 },
];
const USES: PanelUse[] = [
  { kind: 'lesson', module: null, id: 3, courseId: 1, label: 'Lesson 2' },
  { kind: 'compounds', module: 15, id: 40, courseId: 1, label: 'Ser y estar' },
];

function setup(value: Panel = PANEL, put?: FakeHttpHandlers['put']) {
  const get = vi.fn(async (path: string, query?: { text?: string }) => {
    if (path === 'groups/1/panels-k-lines')
      return [
        { id: 7, title: 'Verbs: present' },
        { id: 8, title: 'Directions' },
      ];
    if (path === 'panels/5/estructure') return STRUCTURE;
    if (path === 'groups/1/sentences/1') return { id: 1, target: '<b>Soy</b> Ana', source: 'I am Ana' };
    if (path === 'groups/1/sentences/2') return { id: 2, target: 'Eres tú', source: 'It is you' };
    if (path === 'groups/1/sentences' && query?.text === 'casa')
      return [
        { id: 9, target: 'Mi casa', source: 'My house' },
        { id: 1, target: '<b>Soy</b> Ana', source: '' },
      ];
    if (path === 'groups/1/sentences' && query?.text !== undefined) return [];
    if (path === 'panels/5/inflects-config') return INFLECTS;
    if (path === 'courses/1/inflects-config/new') return INFLECTS.map((c) => ({ ...c, inflectWord: '', nInflects: 0 }));
    if (path === 'panels/5/uses') return USES;
    return undefined;
  });
  const post = vi.fn(async (path: string, body?: unknown) => {
    if (path === 'panels/5/block/new')
      return { ok: true as const, data: { ...STRUCTURE, blocks: [...STRUCTURE.blocks, { id: 2, block: 2, name: '', note: false, elements: [] }] } };
    if (path === 'groups/1/panels-clone') {
      const b = body as { title: string };
      return b.title.trim()
        ? { ok: true as const, data: { id: 99 } }
        : { ok: false as const, status: 400, error: 'Invalid body', fields: { title: 'Required' } };
    }
    return { ok: false as const, status: 500, error: 'x' };
  });
  const http = fakeHttp({ get, post, put });
  const onChange = vi.fn();
  const navigate = vi.fn();
  renderWithServices(<PanelForm value={value} onChange={onChange} errors={{}} courseId={1} />, { http, navigation: { navigate } });
  return { get, post, onChange, http, navigate };
}

describe('panel form', () => {
  it('shows k-lines as chips with their titles, and Add KLine adds one (disabled until chosen)', async () => {
    const { onChange } = setup();
    await waitFor(() => expect(within(screen.getByTestId('kline-chips')).getByText('Verbs: present')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Add KLine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add KLine' });
    const add = within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'K-line' }));
    expect((await within(dialog).findAllByRole('option')).map((o) => o.textContent)).toEqual(['8 · Directions']);
    fireEvent.click(within(dialog).getByRole('option', { name: '8 · Directions' }));
    fireEvent.click(add);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ kLines: [7, 8] }));
  });

  it('picks sentences by searching the sentences module, shows the chosen ones by their text, and sets the level 1 to 5', async () => {
    const { onChange, get } = setup();
    await waitFor(() => expect(get).toHaveBeenCalledWith('groups/1/sentences/2', undefined, undefined));
    const input = screen.getByRole('combobox', { name: 'Sentences' });
    const pills = () =>
      [...input.closest('.mantine-PillsInput-input, .mantine-MultiSelect-input, [data-with-right-section]')!.querySelectorAll('.mantine-Pill-label')].map(
        (p) => p.textContent,
      );
    await waitFor(() => expect(pills()).toEqual(['1 · Soy Ana', '2 · Eres tú']));
    await userEvent.type(input, 'casa');
    await waitFor(() => expect(get).toHaveBeenCalledWith('groups/1/sentences', { text: 'casa' }, undefined), { timeout: 3000 });
    fireEvent.click(await screen.findByRole('option', { name: '9 · Mi casa' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sentences: [1, 2, 9] }));
    fireEvent.click(screen.getByText('4'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ level: 4 }));
  });

  it('disables Clone, Copy and the Structure tab for an unsaved panel', () => {
    setup({ ...PANEL, id: -1 });
    expect((screen.getByRole('button', { name: 'Clone' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByRole('tab', { name: 'Structure' }).hasAttribute('disabled') || screen.getByRole('tab', { name: 'Structure' }).getAttribute('data-disabled'),
    ).toBeTruthy();
  });

  it('shows the structure and adds a block with one request whose answer is shown', async () => {
    const { post } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Structure' }));
    await waitFor(() => expect(document.querySelector('[data-element="grid_words"]')?.getAttribute('data-summary')).toBe('soy, eres'));
    fireEvent.click(screen.getByRole('button', { name: 'Add block' }));
    await waitFor(() => expect(document.querySelectorAll('[data-block]').length).toBe(2));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('names element kinds by their labels, never by their keys', async () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Structure' }));
    const element = await waitFor(() => {
      const e = document.querySelector<HTMLElement>('[data-element="grid_words"]');
      expect(e).not.toBeNull();
      return e!;
    });
    expect(within(element).getByText('Word grid')).toBeInTheDocument();
    expect(within(element).getByRole('button', { name: 'Edit Word grid' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add element to Words' }));
    const kinds = (await screen.findAllByRole('menuitem')).map((m) => m.textContent);
    expect(kinds).toEqual([
      'Vocabulary',
      'Voc grid',
      'Sentences',
      'Items',
      'Paragraph',
      'Conjugation',
      'Table',
      'Chart',
      'Word grid',
      'Quote sentence',
      'Image',
    ]);
    expect(kinds.join()).not.toMatch(/_/);
  });
});

describe('inflects and uses', () => {
  it('sets the inflect word of a target dialect with one request; a refused one keeps what was typed', async () => {
    const put = vi.fn(async (_path: string, body?: unknown) =>
      (body as { inflectWord: string }).inflectWord === 'bad'
        ? { ok: false as const, status: 400, error: 'Invalid body', fields: { inflectWord: 'Too long' } }
        : { ok: true as const, data: { ...INFLECTS[0], inflectWord: (body as { inflectWord: string }).inflectWord } },
    );
    setup(PANEL, put);
    const word = (await screen.findByLabelText('Inflect word es-ES')) as HTMLInputElement;
    expect(screen.getByRole('button', { name: 'Forms (6)' })).toBeInTheDocument();
    fireEvent.change(word, { target: { value: 'bad' } });
    fireEvent.click(within(word.closest('[data-dialect]') as HTMLElement).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(screen.getByText('Too long')).toBeInTheDocument());
    expect(word.value).toBe('bad');
    fireEvent.change(word, { target: { value: 'ser' } });
    fireEvent.click(within(word.closest('[data-dialect]') as HTMLElement).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(put).toHaveBeenLastCalledWith('panels/5/target-dialects/2/inflects-config', { inflectWord: 'ser' }));
    await waitFor(() => expect(screen.queryByText('Too long')).toBeNull());
  });

  it('a new panel shows the blank inflects, disabled', async () => {
    setup({ ...PANEL, id: -1 });
    expect(((await screen.findByLabelText('Inflect word es-MX')) as HTMLInputElement).disabled).toBe(true);
  });

  it('the Uses tab lists the lesson and the compounds using the panel', async () => {
    const { navigate } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Uses' }));
    expect(await screen.findByText('Lesson 2')).toBeInTheDocument();
    expect(screen.getByText('Compounds')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ser y estar' }));
    expect(navigate).toHaveBeenCalledWith({ ref: 15, courseId: 1, search: '40' });
  });
});

describe('clone dialog', () => {
  it('saves several clones in parallel, a tick per saved one; a refused one keeps its typed title and says why', async () => {
    const { http } = setup();
    const post = http.post as ReturnType<typeof vi.fn>;
    post.mockClear();
    renderWithServices(<ClonePanelDialog panelId={5} courseId={1} title="Ser" onClose={vi.fn()} onCloned={vi.fn()} />, { http });
    const dialog = await screen.findByRole('dialog', { name: 'Clone Panel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add clone' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add clone' }));
    fireEvent.change(within(dialog).getByLabelText('Clone 3 title'), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save clones' }));
    await waitFor(() => expect(dialog.querySelectorAll('[data-saved]').length).toBe(2));
    expect(post).toHaveBeenCalledTimes(3);
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect((within(dialog).getByLabelText('Clone 3 title') as HTMLInputElement).value).toBe(' ');
  });
});
