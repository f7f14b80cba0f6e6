// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WriteOutcome } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { Voc } from '../shared/types';
import { VocAiPanel } from './VocAiPanel';

const entry = (patch: Partial<Voc> = {}): Voc => ({
  id: 9,
  courseId: 0,
  version: 2,
  title: 'watermelon',
  level: 12,
  wordClassId: 1,
  image: null,
  imageAiScore: null,
  vocCategories: [],
  categoriesInherited: false,
  categories: [],
  parent: null,
  parentSynonym: null,
  tree: { parent: null, parentSynonym: null, children: [], synonyms: [] },
  compounds: [],
  aiState: 'created',
  aiWarnings: [],
  dialects: [
    {
      dialectId: 2,
      dialectCode: 'es-ES',
      kind: 'target',
      text: 'sandía',
      status: 1,
      gender: 'f',
      targetEnabled: true,
      targetCanBeDisabled: false,
      nInflects: 0,
      inflects: [],
    },
  ],
  ...patch,
});

function setup(initial: Voc, answers: { post?: WriteOutcome<unknown>; put?: WriteOutcome<unknown> }, dirty = false) {
  const post = vi.fn(async () => answers.post ?? { ok: false as const, status: 500, error: 'x' });
  const put = vi.fn(async () => answers.put ?? { ok: false as const, status: 500, error: 'x' });
  const http = fakeHttp({ get: () => [], post, put });
  const view = renderWithServices(<VocAiPanel value={initial} dirty={dirty} />, { http });
  const reload = (v: Voc) => view.rerender(<VocAiPanel value={v} dirty={dirty} />);
  return { post, put, reload };
}

describe('the New AI state of a saved entry', () => {
  it("Finalize runs the review and shows its warnings; Accept despite warnings confirms the words; the form's record is left alone", async () => {
    const flagged = entry({ aiState: 'flagged', aiWarnings: ['The entry has no category'] });
    const ok = entry({ aiState: 'ok', dialects: [{ ...entry().dialects[0], status: 2 }] });
    const { post, put, reload } = setup(entry(), { post: { ok: true, data: flagged }, put: { ok: true, data: ok } });
    expect(screen.getByText('Created from a New AI proposal: not finalized')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('The entry has no category')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('courses/0/vocs/9/finalize-creation', undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Accept despite warnings' }));
    expect(await screen.findByText('Created from a New AI proposal; its words are confirmed.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('courses/0/vocs/9/ai-force-ok', undefined);
    // A saved (new version) record shows its own state again.
    reload(entry({ version: 3, aiState: 'flagged', aiWarnings: ['Another problem'] }));
    expect(screen.getByText('Another problem')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    setup(entry(), { post: { ok: false, status: 400, error: 'Cannot finalize: The entry needs its en-US translation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('Cannot finalize: The entry needs its en-US translation')).toBeInTheDocument();
  });

  it('disables its actions while the entry has unsaved changes', () => {
    setup(entry(), {}, true);
    expect((screen.getByRole('button', { name: 'Finalize' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Accept as is' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
