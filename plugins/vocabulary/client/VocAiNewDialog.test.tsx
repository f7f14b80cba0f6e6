// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WriteOutcome } from '../../../sdk/client';
import { fakeHttp, RxEventBus, renderWithServices } from '../../../tests/support/client';
import { AI_NEW_RULE } from '../shared/ai';
import type { Voc, VocAiProposal, VocDialectRow } from '../shared/types';
import { applyProposal } from './ai-fill';
import VocabularyScreen from './VocabularyScreen';

const row = (dialectId: number, dialectCode: string, kind: 'target' | 'source', patch: Partial<VocDialectRow> = {}): VocDialectRow => ({
  dialectId,
  dialectCode,
  kind,
  text: '',
  status: 0,
  gender: '',
  targetEnabled: true,
  targetCanBeDisabled: kind === 'target' && dialectId !== 2,
  nInflects: 0,
  inflects: [],
  ...patch,
});

function blank(): Voc {
  return {
    id: -1,
    courseId: 0,
    version: 0,
    title: '',
    level: null,
    wordClassId: null,
    image: null,
    imageAiScore: null,
    vocCategories: [],
    categoriesInherited: false,
    categories: [],
    parent: null,
    parentSynonym: null,
    tree: { parent: null, parentSynonym: null, children: [], synonyms: [] },
    compounds: [],
    aiState: null,
    aiWarnings: [],
    dialects: [row(2, 'es-ES', 'target'), row(4, 'es-MX', 'target'), row(3, 'en-US', 'source')],
  };
}

const PROPOSAL: VocAiProposal = {
  dialectId: 2,
  word: 'sandía',
  title: 'watermelon',
  level: 12,
  wordClassId: 1,
  dialects: [
    { dialectId: 2, dialectCode: 'es-ES', text: 'sandía', gender: 'f' },
    { dialectId: 4, dialectCode: 'es-MX', text: 'sandía', gender: 'f' },
    { dialectId: 3, dialectCode: 'en-US', text: 'watermelon', gender: '' },
  ],
  warnings: ['Check the Mexican word'],
  confidence: 0.75,
  reasoning: 'The word "sandía" occurs in every example.',
  model: 'local-rules',
  logId: 41,
};

/** A fake server for the main vocabulary screen: New AI refuses once (400), then proposes; saves are recorded. */
function setup(courseId = 0) {
  let aiCalls = 0;
  const refused = { ok: false as const, status: 400, error: 'The examples are not in es-ES', fields: { examples: 'Write them in es-ES' } };
  const get = vi.fn(async (path: string, _params?: Record<string, unknown>) => {
    await new Promise((r) => setTimeout(r, 1));
    if (path === 'courses/0/vocs/new' || path === 'vocs/new') return { ...blank(), courseId };
    if (path === 'grid-columns/vocs') return [{ field: 'word', headerName: 'Word' }];
    if (path === 'courses/0/vocs' || path === 'courses/1/vocs') return [{ id: 5, word: 'manzana', title: 'apple' }];
    if (path.endsWith('/word-classes'))
      return [
        { id: 1, courseId: null, name: 'noun', inflectAs: null },
        { id: 2, courseId: null, name: 'verb', inflectAs: null },
      ];
    if (path.startsWith('voc-categories/dialects/')) return [{ id: 12, name: 'Fruit', fullPath: 'Food > Fruit' }];
    if (path === 'vocs/ai-new') {
      if (aiCalls++ === 0) {
        return refused;
      }
      return PROPOSAL;
    }
    if (path === 'courses/0/vocs/77') return { ...blank(), id: 77, version: 1, title: 'watermelon', aiState: 'created' };
    if (path === 'courses/0/vocs/77/grid-row') return { id: 77, word: 'sandía', title: 'watermelon' };
    return undefined;
  });
  const post = vi.fn(
    async (): Promise<WriteOutcome<unknown>> => ({
      ok: true,
      data: {
        id: 77,
        record: { ...blank(), courseId, id: 77, version: 1, title: 'watermelon', aiState: 'created' },
        row: { id: 77, word: 'sandía', title: 'watermelon' },
      },
    }),
  );
  const http = fakeHttp({
    get,
    post,
    read: async (path, params) => {
      const data = await get(path, params);
      if (data === refused) return refused;
      return data === undefined ? { ok: false, status: 404, error: 'Not found' } : { ok: true, data };
    },
  });
  renderWithServices(
    <div style={{ height: 800 }}>
      <VocabularyScreen moduleId={courseId === 0 ? 21 : 22} courseId={courseId} params={{}} />
    </div>,
    { http, events: new RxEventBus(), navigation: { navigate: vi.fn() } },
  );
  return { get, post };
}

const recordId = () => screen.getByTestId('record-id').textContent;
/** Generous waits: the first render of the whole screen is slow on a busy machine. */
const SLOW = { timeout: 5000 };
const fillButton = () => within(screen.getByTestId('voc-ai-new')).getByRole('button', { name: 'Fill' }) as HTMLButtonElement;
const type = (label: RegExp, value: string) => fireEvent.change(within(screen.getByTestId('voc-ai-new')).getByLabelText(label), { target: { value } });
const aiNewCalls = (get: ReturnType<typeof setup>['get']) => get.mock.calls.filter(([p]) => p === 'vocs/ai-new');

describe('New AI in the main vocabulary', { timeout: 20_000 }, () => {
  it('Fill waits for dialect, description and examples, shows the rule meanwhile, and shows a refusal of the server', async () => {
    const { get } = setup();
    await waitFor(() => expect(recordId()).toBe('New record'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'New AI' }));
    // The grid's dialect is chosen already; description and examples are not.
    expect(screen.getByTestId('ai-new-rule').textContent).toBe(AI_NEW_RULE);
    expect(fillButton().disabled).toBe(true);
    type(/^Description/, 'watermelon, a big fruit');
    expect(fillButton().disabled).toBe(true);
    type(/^Examples/, '   ');
    expect(fillButton().disabled).toBe(true);
    expect(screen.getByTestId('ai-new-rule')).toBeInTheDocument();
    type(/^Examples/, 'La sandía es muy dulce.\nCompré dos sandías.');
    expect(screen.queryByTestId('ai-new-rule')).toBeNull();
    expect(fillButton().disabled).toBe(false);

    fireEvent.click(fillButton());
    expect(await screen.findByText('The examples are not in es-ES', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Write them in es-ES')).toBeInTheDocument();
    expect(aiNewCalls(get)[0][1]).toEqual({
      dialect: '2',
      wordClass: undefined,
      description: 'watermelon, a big fruit',
      examples: 'La sandía es muy dulce.\nCompré dos sandías.',
    });
    // Still open, nothing filled.
    expect(screen.getByTestId('voc-ai-new')).toBeInTheDocument();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('');
  });

  it("Fill puts the proposal into the editor's blank record for review; nothing is saved until Save, which names the proposal", async () => {
    const { get, post } = setup();
    await waitFor(() => expect(recordId()).toBe('New record'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'New AI' }));
    type(/^Description/, 'watermelon, a big fruit');
    type(/^Examples/, 'La sandía es muy dulce.');
    fireEvent.click(fillButton());
    await screen.findByText('The examples are not in es-ES', undefined, SLOW); // the first answer is the refusal
    fireEvent.click(fillButton());
    await waitFor(() => expect(screen.queryByTestId('voc-ai-new')).toBeNull(), SLOW);
    expect(aiNewCalls(get)).toHaveLength(2);

    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('watermelon');
    expect((screen.getByLabelText('Target es-ES') as HTMLInputElement).value).toBe('sandía');
    expect((screen.getByLabelText('Target es-MX') as HTMLInputElement).value).toBe('sandía');
    expect((screen.getByLabelText('Source en-US') as HTMLInputElement).value).toBe('watermelon');
    expect((screen.getByLabelText('Level', { selector: 'input' }) as HTMLInputElement).value).toBe('A1.2');
    const panel = screen.getByTestId('voc-ai-panel');
    expect(within(panel).getByText(/Filled from a New AI proposal/)).toBeInTheDocument();
    expect(within(panel).getByText('Check the Mexican word')).toBeInTheDocument();
    expect(within(panel).getByText(/Confidence 75%/)).toBeInTheDocument();
    expect(recordId()).toBe('New record · unsaved changes');
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(recordId()).toBe('#77'), SLOW);
    expect(within(screen.getByTestId('voc-ai-panel')).getByText('Created from a New AI proposal: not finalized')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      expect.stringMatching(/^courses\/0\/vocs(\?[a-z=\d&]+)?$/),
      expect.objectContaining({
        title: 'watermelon',
        level: 12,
        wordClassId: 1,
        aiLogId: 41,
        dialects: expect.arrayContaining([expect.objectContaining({ dialectId: 2, text: 'sandía', gender: 'f' })]),
      }),
    );
  });

  it('opening the main vocabulary reads its word classes once (the dialog reads them when it opens)', async () => {
    const { get } = setup();
    await waitFor(() => expect(recordId()).toBe('New record'), SLOW);
    await waitFor(() => expect(screen.getByRole('button', { name: 'New AI' })).toBeEnabled());
    expect(get.mock.calls.filter(([p]) => p === 'courses/0/word-classes')).toHaveLength(1);
  });

  it('is not offered in a course vocabulary', async () => {
    setup(1);
    await waitFor(() => expect(recordId()).toBe('New record'), SLOW);
    expect(screen.queryByRole('button', { name: 'New AI' })).toBeNull();
  });
});

describe('applying a proposal', () => {
  it('fills the blank record, keeping what the user typed where the proposal has nothing', () => {
    const typed = { ...blank(), dialects: blank().dialects.map((d) => (d.dialectId === 4 ? { ...d, text: 'patilla' } : d)) };
    const none = { ...PROPOSAL, dialects: PROPOSAL.dialects.filter((d) => d.dialectId !== 4) };
    const v = applyProposal(typed, none);
    expect(v).toMatchObject({ id: -1, title: 'watermelon', level: 12, wordClassId: 1, aiLogId: 41 });
    expect(v.dialects.map((d) => [d.dialectCode, d.text, d.gender])).toEqual([
      ['es-ES', 'sandía', 'f'],
      ['es-MX', 'patilla', ''],
      ['en-US', 'watermelon', ''],
    ]);
  });

  it('replaces an open saved entry with a new blank one (never overwrites the saved entry)', () => {
    const saved: Voc = {
      ...blank(),
      id: 5,
      version: 3,
      title: 'apple',
      vocCategories: [12],
      categories: [{ id: 12, fullPath: 'Food > Fruit' }],
      dialects: blank().dialects.map((d) => ({ ...d, text: d.kind === 'target' ? 'manzana' : 'apple', status: 2, gender: d.kind === 'target' ? 'f' : '' })),
    };
    const v = applyProposal(saved, { ...PROPOSAL, dialects: PROPOSAL.dialects.filter((d) => d.dialectId === 2) });
    expect(v).toMatchObject({ id: -1, version: 0, title: 'watermelon', vocCategories: [], aiLogId: 41 });
    expect(v.dialects.map((d) => [d.dialectCode, d.text, d.status])).toEqual([
      ['es-ES', 'sandía', 0],
      ['es-MX', '', 0],
      ['en-US', '', 0],
    ]);
  });
});
