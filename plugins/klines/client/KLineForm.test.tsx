// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { KLine } from '../public';
import { KLineForm, NO_PANEL_INTROS } from './KLineForm';

const KLINE: KLine = {
  id: 3,
  courseId: 1,
  title: 'Verbs: present tense',
  panelIntroId: null,
  version: 1,
  sources: [{ dialectId: 3, dialectCode: 'en-US', text: 'Regular verbs', status: 2 }],
};

function setup(answer: unknown, value: KLine = KLINE) {
  const get = vi.fn(async () => answer);
  const http = fakeHttp({ get });
  renderWithServices(<KLineForm value={value} onChange={vi.fn()} errors={{}} courseId={1} />, { http });
  return { get };
}

describe('k-line form', () => {
  it("asks the panels plugin for the course's panel intros; none (404) gives an empty select saying so", async () => {
    const { get } = setup(undefined);
    await waitFor(() => expect(screen.getByText(NO_PANEL_INTROS)).toBeInTheDocument());
    expect(get).toHaveBeenCalledWith('groups/1/panels-intro', undefined, expect.any(AbortSignal));
    expect(screen.getByLabelText('Sources en-US')).toHaveProperty('value', 'Regular verbs');
  });

  it('offers the panel intros when there are some, and keeps a saved one it does not list', async () => {
    setup([{ id: 4, title: 'Meeting people' }], { ...KLINE, panelIntroId: 9 });
    await waitFor(() => expect(screen.queryByText(NO_PANEL_INTROS)).toBeNull());
    const select = screen.getByRole('combobox', { name: 'Panel intro' }) as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('Panel intro #9'));
    fireEvent.click(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Panel intro #9', 'Meeting people']);
  });
});
