// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderWithServices, type FakeHttpHandlers } from '../../../tests/support/client';
import { MODULE } from '../../../sdk/shared';
import OutlineScreen from './OutlineScreen';
import type { Lesson } from './types';

const LESSONS: Lesson[] = [1, 2].map((p) => ({
  id: 10 + p,
  position: p,
  title: p === 1 ? 'Saludos' : 'La familia',
  status: 2,
  lessonTargetId: 500 + p,
  dialectId: 2,
  dialectCode: 'es-ES',
  cycles: [
    {
      id: 100 + p,
      position: 1,
      activities: [
        { activityId: 1000 + p, ref: MODULE.dialog, refId: 5, title: `En el café ${p}`, position: 1, repeated: p === 2 },
        { activityId: 2000 + p, ref: MODULE.vocsCourse, refId: 6, title: `hola ${p}`, position: 2, repeated: false },
      ],
    },
  ],
}));

function outlineServer(more: FakeHttpHandlers = {}) {
  const get = (path: string, params?: Record<string, unknown>) => {
    if (path.endsWith('/lessonOutline')) return LESSONS.filter((l) => l.position >= Number(params?.start) && l.position <= Number(params?.end));
    if (path.includes('/lessonOutline/bank/'))
      return [
        { id: 6, title: 'hola', position: '1A2' },
        { id: 9, title: 'adiós', position: null },
      ];
    return undefined;
  };
  return fakeHttp({ get, put: () => ({ ok: true, data: { moved: 3 } }), ...more });
}

describe('lesson outline screen', () => {
  it('loads the lesson range with cycles and activities, and the bank sorted by position', async () => {
    const http = outlineServer();
    renderWithServices(<OutlineScreen courseId={1} moduleId={MODULE.lessonOutline} />, { http });
    expect(await screen.findByText('Lesson 1 · Saludos')).toBeInTheDocument();
    expect(screen.getByText('Lesson 2 · La familia')).toBeInTheDocument();
    expect(screen.getByText('Dia: En el café 1')).toBeInTheDocument();
    expect(await screen.findByText('adiós')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('groups/1/dialects/default/lessonOutline', { start: 1, end: 1000 }, undefined);
  });

  it('adds a lesson with one request and shows the answered lesson, the outline not read again', async () => {
    const NEW: Lesson = { id: 13, position: 3, title: '', status: 0, lessonTargetId: null, dialectId: 2, dialectCode: 'es-ES', cycles: [] };
    const http = outlineServer({ post: () => ({ ok: true, data: { id: 13, position: 3, lessons: [NEW], removedLessons: [], bank: [] } }) });
    renderWithServices(<OutlineScreen courseId={1} moduleId={MODULE.lessonOutline} />, { http });
    await screen.findByText('Lesson 2 · La familia');
    expect(await screen.findByText('adiós')).toBeInTheDocument();
    http.get.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'New lesson' }));
    expect(await screen.findByText('Lesson 3 · (no title)')).toBeInTheDocument();
    expect(http.post.mock.calls).toEqual([['groups/1/lesson/new', undefined]]);
    expect(http.get).not.toHaveBeenCalled();
    expect([...document.querySelectorAll('[data-lesson]')].map((e) => e.getAttribute('data-lesson'))).toEqual(['1', '2', '3']);
  });

  it('hides a type and switches Edit off; Edit shows every type again; Load is disabled when From > To', async () => {
    renderWithServices(<OutlineScreen courseId={1} moduleId={MODULE.lessonOutline} />, { http: outlineServer() });
    await screen.findByText('Dia: En el café 1');
    const edit = screen.getByRole('switch', { name: 'Edit' }) as HTMLInputElement;
    fireEvent.click(edit);
    expect(edit.checked).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Dialog' }));
    expect(screen.queryByText('Dia: En el café 1')).toBeNull();
    expect(edit.checked).toBe(false);
    fireEvent.click(edit);
    expect(screen.getByText('Dia: En el café 1')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '2' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('runs the wizard over the range and shows how many items moved', async () => {
    const http = outlineServer();
    renderWithServices(<OutlineScreen courseId={1} moduleId={MODULE.lessonOutline} />, { http });
    await screen.findByText('Lesson 1 · Saludos');
    fireEvent.click(screen.getByRole('button', { name: 'Wizard' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Run' }));
    expect(await screen.findByText('3 item(s) moved to To Do')).toBeInTheDocument();
    expect(http.put).toHaveBeenCalledWith('courses/1/wizard/board-types/1/states/move-todo', { startPos: 1, endPos: 1000 });
  });

  it("creates empty segments (Segments per Panel, default 3) and follows the queued task's progress", async () => {
    const http = outlineServer();
    const runs = [
      { id: 4, status: 'running', total: 5, done: 2, created: 6, nSegments: 3 },
      { id: 4, status: 'done', total: 5, done: 5, created: 15, nSegments: 3 },
    ];
    let looks = 0;
    const outlineGet = http.get.getMockImplementation()!;
    http.get.mockImplementation(async (path, params) =>
      path === 'courses/1/wizard/create-segments' ? { run: looks++ === 0 ? null : runs[Math.min(looks - 2, 1)] } : outlineGet(path, params),
    );
    http.put.mockImplementation(async () => ({ ok: true, data: { id: 4, status: 'running', total: 0, done: 0, created: 0, nSegments: 3 } }));
    renderWithServices(<OutlineScreen courseId={1} moduleId={MODULE.lessonOutline} />, { http });
    await screen.findByText('Lesson 1 · Saludos');
    fireEvent.click(screen.getByRole('button', { name: 'Wizard' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Create empty segments' }));
    expect((screen.getByRole('textbox', { name: 'Segments per Panel' }) as HTMLInputElement).value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('courses/1/wizard/create-segments', { startPos: 1, endPos: 1000, nSegments: 3 }));
    expect(await screen.findByText('Creating empty segments: 2 of 5 panel(s)…', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByText('15 empty segment(s) created for 5 panel(s)', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
