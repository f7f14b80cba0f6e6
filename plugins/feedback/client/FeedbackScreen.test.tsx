// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { FeedbackLesson } from '../shared';
import FeedbackScreen from './FeedbackScreen';

const es = (n: number, median: number) => [{ dialectId: 2, dialectCode: 'es-ES', n, median }];
const REPORT: FeedbackLesson[] = [
  {
    id: 11,
    position: 3,
    title: 'Comida y bebida',
    cycles: [
      {
        id: 31,
        position: 1,
        feedback: es(25, 930),
        activities: [
          { id: 5, ref: 25, title: 'En el mercado', feedback: es(12, 750), tracking: true, segments: [] },
          { id: 6, ref: 28, title: 'La paella', feedback: es(9, 990), tracking: false, segments: [] },
        ],
      },
      { id: 32, position: 2, feedback: es(40, 650), activities: [] },
    ],
  },
];

function setup() {
  const get = vi.fn(async (path: string) => (path === 'feedback/courses/1/report' ? REPORT : undefined));
  const http = fakeHttp({ get });
  renderWithServices(<FeedbackScreen courseId={1} moduleId={37} />, { http, moduleTitles: (ref) => ({ 25: 'Dialogs', 28: 'Readings' })[ref] });
  return { get };
}

describe('lesson feedback screen', () => {
  it('disables Load for 0 or From > To, then loads the range', async () => {
    const { get } = setup();
    const load = screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('From Lesson'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('To Lesson'), { target: { value: '2' } });
    expect(load.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('To Lesson'), { target: { value: '0' } });
    expect(load.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('From Lesson'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('To Lesson'), { target: { value: '4' } });
    expect(load.disabled).toBe(false);
    fireEvent.click(load);
    expect(await screen.findByText('Lesson 3: Comida y bebida')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('feedback/courses/1/report', { start: 3, end: 4 }, undefined);
  });

  it('colours feedback from 10 ratings, shows cycle rates on demand and only tracked activities in tracking mode', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    const lesson = within(await screen.findByTestId('lesson-3'));
    const badgeOf = (title: string) => lesson.getByText(title).closest('tr')!.querySelector('[data-colour]')!;
    expect(badgeOf('En el mercado').getAttribute('data-colour')).toBe('orange');
    expect(badgeOf('En el mercado').textContent).toBe('es-ES 75.0 % (12)');
    expect(badgeOf('La paella').getAttribute('data-colour')).toBe('grey');
    expect(lesson.getByText('Dialogs')).toBeInTheDocument();

    const cycleA = within(screen.getByTestId('cycle-31'));
    expect(cycleA.queryByText('es-ES 93.0 % (25)')).toBeNull();
    fireEvent.click(screen.getByLabelText('Show Cycle Rate'));
    expect(cycleA.getByText('es-ES 93.0 % (25)').closest('[data-colour]')!.getAttribute('data-colour')).toBe('green');
    expect(within(screen.getByTestId('cycle-32')).getByText('es-ES 65.0 % (40)').closest('[data-colour]')!.getAttribute('data-colour')).toBe('red');

    fireEvent.click(screen.getByLabelText('Show only Tracking'));
    expect(lesson.getByText('En el mercado')).toBeInTheDocument();
    expect(lesson.queryByText('La paella')).toBeNull();
  });
});
