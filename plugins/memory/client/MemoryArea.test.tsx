// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import MemoryArea from './MemoryArea';
import PhrasebookArea from './PhrasebookArea';

const PHRASE = {
  id: 4,
  phrase: 'how are you',
  example: 'How are you today?',
  isInvariable: true,
  version: 1,
  translations: [{ dialectId: 5, dialectCode: 'fr-FR', text: 'comment allez-vous', status: 2 }],
};

function setup(ui: React.ReactNode) {
  const get = vi.fn(async (path: string) => {
    if (path === 'memory-phrasebook') return [{ id: 4, phrase: 'how are you', hasExample: true, isInvariable: true }];
    if (path === 'memory-phrasebook/4') return PHRASE;
    if (path === 'memory-phrasebook/new') return { ...PHRASE, id: -1, phrase: '', example: '', isInvariable: false, version: 0 };
    if (path === 'grid-columns/phrasebook')
      return [
        { field: 'phrase', headerName: 'Phrase' },
        { field: 'isInvariable', headerName: 'Invariable', type: 'icon', icon: 'IconWorld' },
      ];
    if (path === 'memory/dialects') return [];
    return undefined;
  });
  const http = fakeHttp({ get });
  renderWithServices(ui, { http, events: new RxEventBus(), navigation: { navigate: vi.fn() }, courseConfigs: { all: [], of: () => undefined } });
  return { get };
}

describe('the memory area', () => {
  it('opens as Phrasebook on its Phrasebook tab, searching the text it was opened with; the grid marks an invariable entry', async () => {
    const { get } = setup(<PhrasebookArea moduleId={88} courseId={0} params={{ search: 'how' }} />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('memory-phrasebook', expect.objectContaining({ text: 'how' }), expect.anything()));
    expect(screen.getByRole('tab', { name: 'Phrasebook', selected: true })).toBeInTheDocument();
    expect(await screen.findByLabelText('Invariable')).toBeInTheDocument();
  });

  it('opens as Memory on its Memory search tab, and offers the eight tabs of the spec', async () => {
    setup(<MemoryArea moduleId={86} courseId={0} />);
    expect(screen.getByRole('tab', { name: 'Memory', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Memory',
      'Pattern Frequency',
      'Pattern Consistency',
      'Means Template Sets',
      'Phrasebook',
      'Phrasebook Mining',
      'Phrasebook Translator',
      'Semantic Unifier',
    ]);
    expect(screen.getByLabelText('Memory text')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Phrasebook Mining' }));
    expect(await screen.findByRole('button', { name: 'Start Mining' })).toBeInTheDocument();
  });
});
