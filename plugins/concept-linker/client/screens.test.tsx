// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseConfigs } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { batches, lessonRange } from '../shared';
import CheckerScreen from './CheckerScreen';
import ClUtilsScreen, { filterUses } from './ClUtilsScreen';

function mount(node: React.ReactNode, get: (path: string, params?: Record<string, unknown>) => Promise<unknown>) {
  const http = fakeHttp({ get });
  const configs: CourseConfigs = {
    all: [],
    of: () => ({
      id: 1,
      sourceDialectDefaultId: 3,
      targetDialectDefaultId: 2,
      sourceDialects: [],
      targetDialects: [{ dialectId: 2, dialectCode: 'es-ES' }],
      dialectOrder: [],
    }),
  };
  renderWithServices(node, { http, courseConfigs: configs });
  return http.get;
}

describe('lesson range and batches', () => {
  it('falls back to 1 and 1000 for empty or invalid bounds', () => {
    expect(lessonRange('', 'x')).toEqual({ startLesson: 1, endLesson: 1000 });
    expect(lessonRange(0, 1001)).toEqual({ startLesson: 1, endLesson: 1000 });
    expect(lessonRange('3', 40)).toEqual({ startLesson: 3, endLesson: 40 });
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('checker screen', () => {
  it('loads the ids per checker ref and checks them in batches, counting the done ones', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => i + 1);
    const get = mount(<CheckerScreen moduleId={18} courseId={1} />, async (path, params) => {
      if (path === 'concepts-linker/checker-refs') return [{ ref: 16, name: 'Sentences' }];
      if (path.endsWith('checker-ref-elements')) return ids;
      if (path.endsWith('checker-ref-elements-check'))
        return String(params!.ids)
          .split(',')
          .map((id) => ({ id: Number(id), conceptLinkerDone: Number(id) % 2 === 0 }));
      return undefined;
    });
    await waitFor(() => expect(screen.getByText('Sentences')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(screen.getByText('0 / 60 checked, 0 done')).toBeInTheDocument());
    expect(get).toHaveBeenCalledWith('groups/1/refs/16/target-dialects/2/checker-ref-elements', { startLesson: 1, endLesson: 1000 }, undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByText('60 / 60 checked, 30 done')).toBeInTheDocument());
    expect(get.mock.calls.filter((c) => String(c[0]).endsWith('-check'))).toHaveLength(3);
  });
});

describe('lesson utilities screen', () => {
  it("shows the vocabulary with the linker's counts at the chosen lesson, a filter, and no panels yet", async () => {
    const get = mount(<ClUtilsScreen moduleId={31} courseId={1} />, async (path, params) => {
      if (path.endsWith('voc-cl-utils'))
        return [
          { id: 1, title: 'apple', word: 'manzana', nUses: 9 },
          { id: 2, title: 'pear', word: 'pera', nUses: 9 },
        ];
      if (path.endsWith('/refs/22/cl-utils-uses'))
        return params?.lessonPos === 4
          ? [{ id: 1, nUses: 17 }]
          : [
              { id: 1, nUses: 23 },
              { id: 2, nUses: 5 },
            ];
      return [];
    });
    fireEvent.change(screen.getByLabelText('Lesson'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(screen.getByText('manzana')).toBeInTheDocument());
    expect(get).toHaveBeenCalledWith('groups/1/panels-cl-utils', { lessonPos: 4 }, undefined);
    expect(screen.getByText('Uses in the linked texts of lessons 1 to 4, and in texts of no lesson (sentences)')).toBeInTheDocument();
    const uses = (word: string) => screen.getByText(word).closest('tr')!.lastElementChild!.textContent;
    expect([uses('manzana'), uses('pera')]).toEqual(['17', '0']);
    fireEvent.change(screen.getByLabelText('Lesson'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(uses('manzana')).toBe('23'));
    expect(uses('pera')).toBe('5');
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'PER' } });
    expect(screen.queryByText('manzana')).toBeNull();
    expect(screen.getByText('pera')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Panels' }));
    expect(screen.getByText('No panels in this course yet')).toBeInTheDocument();
    expect(filterUses([{ id: 12, title: 'x' }], '12')).toHaveLength(1);
  });
});
