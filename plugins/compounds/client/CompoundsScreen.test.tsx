// @vitest-environment happy-dom
import 'reflect-metadata';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import type { Compound } from '../public';
import CompoundsScreen from './CompoundsScreen';

const BLANK: Compound = {
  id: -1,
  courseId: 1,
  compoundType: null,
  wordClass: null,
  title: '',
  overwriteInflect: false,
  version: 0,
  sourceDialectId: 3,
  inflects: [],
  items: [],
};

describe('Compounds', () => {
  it('opening reads the course’s compound types once: the editor shows those the screen loaded', async () => {
    const get = vi.fn(async (path: string) => {
      if (path === 'courses/1/compound-types') return [{ id: 1, name: 'Noun + con + noun' }];
      if (path === 'courses/1/word-classes') return [{ id: 1, name: 'noun' }];
      if (path === 'grid-columns/compounds') return [{ field: 'title', headerName: 'Title' }];
      if (path === 'groups/1/compounds') return [{ id: 7, title: 'café con leche' }];
      if (path === 'compounds/new') return BLANK;
      return undefined;
    });
    renderWithServices(<CompoundsScreen moduleId={15} courseId={1} />, { http: fakeHttp({ get }), events: new RxEventBus() });
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toBeInTheDocument();
    await waitFor(() => expect(get.mock.calls.map(([p]) => p)).toContain('courses/1/word-classes'));
    expect(get.mock.calls.filter(([p]) => p === 'courses/1/compound-types')).toHaveLength(1);
  });
});
