// @vitest-environment happy-dom
import 'reflect-metadata';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { container as rootContainer } from 'tsyringe';
import { describe, expect, it, vi } from 'vitest';
import { ContainerContext, TOKENS, type HttpClient, type Navigation } from '../../../sdk/client';
import type { HealthGroupDto } from '../types';
import HealthScreen from './HealthScreen';

const MATRIX: HealthGroupDto = {
  title: 'Translation completeness', layout: 'matrix', config: { rowLabel: 'Kind' },
  checks: [
    { id: 't.16.2', label: 'Translations: Sentences, es-ES', endpoint: 'courses/1/health/checks/t.16.2', meta: { rowId: '16', rowLabel: 'Sentences', columnId: 2, columnLabel: 'es-ES' } },
    { id: 't.16.3', label: 'Translations: Sentences, en-US', endpoint: 'courses/1/health/checks/t.16.3', meta: { rowId: '16', rowLabel: 'Sentences', columnId: 3, columnLabel: 'en-US' } },
    { id: 't.14.2', label: 'Translations: Items, es-ES', endpoint: 'courses/1/health/checks/t.14.2', meta: { rowId: '14', rowLabel: 'Items', columnId: 2, columnLabel: 'es-ES' } },
  ],
};

function setup() {
  const answers: Record<string, unknown> = {
    'health/courses': [{ id: 1, name: 'Spanish' }, { id: 2, name: 'French' }],
    'courses/1/health/checks': { checks: [MATRIX] },
    'courses/1/health/checks/t.16.2': { completionPercent: 66.6666, status: 'in-progress', metrics: [{ label: 'Not done', value: 1, ref: 16, search: '7' }] },
    'courses/1/health/checks/t.16.3': { completionPercent: 100, status: 'complete', metrics: [] },
    'courses/1/health/checks/t.14.2': { completionPercent: 100, status: 'complete', metrics: [{ label: 'Done', value: 3 }] },
  };
  const get = vi.fn(async (path: string) => answers[path]);
  const fail = async () => ({ ok: false as const, status: 500, error: 'not in this test' });
  const http: HttpClient = { get: get as HttpClient['get'], post: fail, put: fail, delete: fail, upload: fail };
  const navigation: Navigation = { navigate: vi.fn() };
  const container = rootContainer.createChildContainer();
  container.register(TOKENS.http, { useValue: http });
  container.register(TOKENS.navigation, { useValue: navigation });
  render(
    <MantineProvider env="test">
      <ContainerContext.Provider value={container}>
        <HealthScreen moduleId={89} courseId={0} />
      </ContainerContext.Provider>
    </MantineProvider>,
  );
  return { get, navigate: navigation.navigate as ReturnType<typeof vi.fn> };
}

describe('health screen', () => {
  it('loads a course, runs its checks, shows the matrix with a dash for missing cells and the check dialog', async () => {
    const { get, navigate } = setup();
    expect(screen.getByText('Select one or more courses and click “Load checks”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Courses' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Spanish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load checks' }));
    const item = await screen.findByTestId('health-course-1');
    await waitFor(() => expect(item.getAttribute('data-status')).toBe('idle'));
    expect(within(item).getByLabelText('Wait')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Run all checks' }));
    await waitFor(() => expect(item.getAttribute('data-status')).toBe('attention'));
    expect(get.mock.calls.map((c) => c[0]).filter((p) => p.includes('/checks/'))).toEqual([
      'courses/1/health/checks/t.16.2', 'courses/1/health/checks/t.16.3', 'courses/1/health/checks/t.14.2',
    ]);
    const control = within(item).getByRole('button', { name: /Spanish/ });
    fireEvent.click(control);
    await waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
    const matrix = within(item).getByTestId('health-matrix');
    expect(within(matrix).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Kindes-ESen-US', 'Sentences66.67 %100.00 %', 'Items100.00 %-',
    ]);

    fireEvent.click(within(matrix).getByRole('button', { name: 'Translations: Sentences, es-ES: In progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Translations: Sentences, es-ES' });
    expect(within(dialog).getByText('In progress')).toBeTruthy();
    expect(within(dialog).getByText('66.67 %')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Re-run check' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not done: 1, open' }));
    expect(navigate).toHaveBeenCalledWith({ ref: 16, courseId: 1, search: '7' });
  });
});
