// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Navigation } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { Heading, HeadingUses } from '../public';
import { HeadingForm } from './HeadingForm';

const USES: HeadingUses = {
  id: 5,
  segmentIds: [11, 12, 13],
  readingIds: [],
  trainerIds: [7, 8],
  exerciseIds: [21],
  dialogIds: [],
  segmentCount: 3,
  readingCount: 0,
  trainerCount: 2,
  exerciseCount: 1,
  dialogCount: 0,
  courses: {
    segments: [{ courseId: 1, code: 'ES-EN', ids: [11, 12, 13], count: 3 }],
    readings: [],
    trainers: [
      { courseId: 1, code: 'ES-EN', ids: [7], count: 1 },
      { courseId: 4, code: 'FR-EN', ids: [8], count: 1 },
    ],
    exercises: [{ courseId: 2, code: 'ES-FR', ids: [21], count: 1 }],
    dialogs: [],
  },
};

const HEADING: Heading = {
  id: 5,
  title: 'Greetings',
  version: 1,
  translations: [{ dialectId: 2, dialectCode: 'es-ES', text: 'Saludos', status: 2 }],
};

/** A fake server: GET headings/5/uses answers USES (after a tick, like the network); anything else is 'not found'. */
function setup(value: Heading = HEADING) {
  const get = vi.fn(async (path: string) => {
    await new Promise((r) => setTimeout(r, 5));
    return path === `headings/${USES.id}/uses` ? { uses: USES } : undefined;
  });
  const http = fakeHttp({ get });
  const navigation: Navigation = { navigate: vi.fn() };
  const onChange = vi.fn();
  renderWithServices(<HeadingForm value={value} onChange={onChange} errors={{}} courseId={0} />, { http, navigation });
  return { get, navigate: navigation.navigate as ReturnType<typeof vi.fn>, onChange };
}

describe('heading form', () => {
  it('edits the title and the translation per dialect on the Edit tab', () => {
    const { onChange } = setup();
    fireEvent.change(screen.getByLabelText('Translations es-ES'), { target: { value: 'Saludos y despedidas' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        translations: [{ dialectId: 2, dialectCode: 'es-ES', text: 'Saludos y despedidas', status: 2 }],
      }),
    );
  });

  it('loads the uses only when Load is pressed, then shows the four counts', async () => {
    const { get } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Uses' }));
    expect(get).not.toHaveBeenCalledWith('headings/5/uses', undefined, undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await screen.findByRole('table', { name: 'Heading uses' });
    expect(get).toHaveBeenCalledWith('headings/5/uses', undefined, undefined);
    const row = (label: string) => screen.getByText(label).closest('tr')!.textContent;
    expect(row('Segments')).toBe('Segments3');
    expect(row('Reading exercises')).toBe('Reading exercises0');
    expect(row('Trainer segments')).toBe('Trainer segments2');
    expect(row('Exercises')).toBe('Exercises1');
    // Nothing to open for an empty list.
    expect(screen.queryByRole('button', { name: 'Reading exercises: 0' })).toBeNull();
  });

  it('opens the matching list when a count is clicked: the module, the course and the ids', async () => {
    const { navigate } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Uses' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Segments: 3' }));
    expect(navigate).toHaveBeenLastCalledWith({ ref: 23, courseId: 1, search: '11,12,13', headingId: 5, ids: [11, 12, 13] });
    fireEvent.click(screen.getByRole('button', { name: 'Exercises: 1' }));
    expect(navigate).toHaveBeenLastCalledWith(expect.objectContaining({ ref: 8, courseId: 2, search: '21' }));
  });

  it('asks which course when the uses of a list are in several', async () => {
    const { navigate } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Uses' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Trainer segments: 2' }));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'FR-EN (1)' }));
    expect(navigate).toHaveBeenCalledWith({ ref: 39, courseId: 4, search: '8', headingId: 5, ids: [8] });
  });

  it('has no uses to load for a new heading', () => {
    setup({ ...HEADING, id: -1 });
    fireEvent.click(screen.getByRole('tab', { name: 'Uses' }));
    expect(screen.getByText('Save the heading to see where it is used.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load' })).toBeNull();
  });

  it('says so when the uses cannot be loaded', async () => {
    setup({ ...HEADING, id: 6 });
    fireEvent.click(screen.getByRole('tab', { name: 'Uses' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(screen.getByText('The uses could not be loaded.')).toBeInTheDocument());
  });
});
