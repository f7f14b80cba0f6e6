// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import { MeansSetsTab } from './MeansSetsTab';

const BLANK = { id: -1, version: 0, em1_phrasebook_id: 0, em2_phrasebook_id: 0, em3_phrasebook_id: 0 };

function setup() {
  const get = vi.fn(async (path: string, params?: Record<string, unknown>) => {
    if (path === 'grid-columns/meansSets')
      return [
        { field: 'id', headerName: 'Id' },
        { field: 'em1', headerName: 'EM1 Phrasebook' },
      ];
    if (path === 'memory/means-sets') return [{ id: 3, em1: '7 – good morning', em2: '', em3: '' }];
    if (path === 'memory/means-sets/new') return BLANK;
    if (path === 'memory/phrasebook-templates')
      return [
        { id: 7, label: '7 – good morning' },
        { id: 8, label: `8 – see you ___ (em ${String(params?.em)})` },
      ];
    return undefined;
  });
  const post = vi.fn(async (_path: string, body: unknown) => ({
    ok: true as const,
    data: { id: 4, record: { ...(body as object), id: 4, version: 1 }, row: { id: 4, em1: '' } },
  }));
  const http = fakeHttp({ get, post });
  renderWithServices(<MeansSetsTab />, { http, events: new RxEventBus(), navigation: { navigate: vi.fn() }, courseConfigs: { all: [], of: () => undefined } });
  return { get, post };
}

describe('means template sets', () => {
  it("shows the three phrasebook pickers of a new set with their 'id – label' options, and saves the chosen ids (0 for none)", async () => {
    const { get, post } = setup();
    const [em1] = await screen.findAllByLabelText('EM1 Phrasebook', {}, { timeout: 8000 });
    expect(screen.getAllByLabelText('EM2 Phrasebook').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('EM3 Phrasebook').length).toBeGreaterThan(0);
    await waitFor(() => expect(get).toHaveBeenCalledWith('memory/phrasebook-templates', { em: 3 }, undefined));
    fireEvent.click(em1);
    fireEvent.click(await screen.findByRole('option', { name: '8 – see you ___ (em 1)' }));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0][0]).toBe('memory/means-sets');
    expect(post.mock.calls[0][1]).toMatchObject({ em1_phrasebook_id: 8, em2_phrasebook_id: 0, em3_phrasebook_id: 0 });
  });
});
