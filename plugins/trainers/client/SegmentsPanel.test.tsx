// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PartLink } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { SegmentsPanel } from './SegmentsPanel';

const seg = (id: number, title: string, position: number, error = '', aiReview = 0) => ({
  id,
  trainerId: 5,
  title,
  exerciseType: id === 2 ? 3 : 1,
  aiReview,
  position,
  clDetails: [],
  error,
});

describe('segments panel', () => {
  it('shows exercise type, error and AI review per segment, and adds a segment at the end', async () => {
    const segments = [seg(1, 'Gap 1', 1, 'No gap in es-MX'), seg(2, 'Word list', 2, '', 2)];
    const get = vi.fn(async (path: string) => (path.startsWith('trainers/segments/') ? undefined : segments));
    const post = vi.fn(async () => ({ ok: true as const, data: { id: 3, segments: [...segments, seg(3, 'Segment 3', 3)] } }));
    const http = fakeHttp({ get, post });
    renderWithServices(<SegmentsPanel trainerId={5} courseId={1} />, { http });
    await screen.findByText('1. Gap 1');
    expect(screen.getByText('Fill the gap')).toBeInTheDocument();
    expect(screen.getByText('List')).toBeInTheDocument();
    expect(screen.getByLabelText('Error: No gap in es-MX')).toBeInTheDocument();
    expect(screen.getByText('AI 2')).toBeInTheDocument();
    expect((screen.getByLabelText('Drag to reorder segments') as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    await screen.findByText('3. Segment 3');
    expect(post).toHaveBeenCalledWith('trainers/5/segments/new', { title: 'Segment 3', exerciseType: 1 });
    await waitFor(() => expect(get).toHaveBeenCalledWith('trainers/segments/3', undefined, undefined));
  });

  it('a link to one of its segments selects it and opens its editor, not the first', async () => {
    const segments = [seg(1, 'Gap 1', 1), seg(2, 'Word list', 2)];
    const get = vi.fn(async (path: string) => (path.startsWith('trainers/segments/') ? undefined : segments));
    const http = fakeHttp({ get });
    renderWithServices(
      <PartLink params={{ id: 5, tab: 'segments', segment: 2 }} part="segment">
        <SegmentsPanel trainerId={5} courseId={1} />
      </PartLink>,
      { http },
    );
    await screen.findByText('2. Word list');
    await waitFor(() => expect(get).toHaveBeenCalledWith('trainers/segments/2', undefined, undefined));
    expect(get).not.toHaveBeenCalledWith('trainers/segments/1', undefined, undefined);
    expect(document.querySelector('[aria-current]')?.getAttribute('data-segment')).toBe('Word list');
  });
});
