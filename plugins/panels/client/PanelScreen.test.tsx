// @vitest-environment happy-dom
import 'reflect-metadata';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import type { Panel } from './panel';
import PanelScreen from './PanelScreen';

const BLANK: Panel = {
  id: -1,
  courseId: 1,
  version: 0,
  title: '',
  lessonId: null,
  kLines: [],
  concept: null,
  sentences: [],
  segments: [],
  compounds: [],
  level: 1,
  wordClass: '',
  item: null,
  inflectWord: '',
  activeInflectTemplate: null,
  inflectStopPanel: 0,
  titles: [],
};

describe('Panels', () => {
  it('opening reads the course’s k-lines once: the editor shows those the screen loaded', async () => {
    const get = vi.fn(async (path: string) => {
      if (path === 'groups/1/panels-k-lines') return [{ id: 7, title: 'Verbs: present' }];
      if (path === 'grid-columns/panels') return [{ field: 'title', headerName: 'Title' }];
      if (path === 'groups/1/panels') return [{ id: 5, title: 'Ser' }];
      if (path === 'panels/new') return BLANK;
      return undefined;
    });
    renderWithServices(<PanelScreen moduleId={12} courseId={1} />, { http: fakeHttp({ get }), events: new RxEventBus() });
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toBeInTheDocument();
    await waitFor(() => expect(get.mock.calls.map(([p]) => p)).toContain('groups/1/panels-lessons'));
    expect(get.mock.calls.filter(([p]) => p === 'groups/1/panels-k-lines')).toHaveLength(1);
  });
});
