// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderWithServices } from '../../tests/support/client';
import { CourseForm } from './client/CourseForm';
import type { CourseRecord } from './client/types';

const DIALECTS = [
  { id: 2, code: 'es-ES', name: 'Spanish (Spain)', languageId: 2 },
  { id: 4, code: 'es-MX', name: 'Spanish (Mexico)', languageId: 2 },
  { id: 3, code: 'en-US', name: 'American English', languageId: 1 },
];
const LANGUAGES = [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'es', name: 'Spanish' },
];

const course = (over: Partial<CourseRecord> = {}): CourseRecord => ({
  id: 5,
  languageId: 2,
  language: 'Spanish',
  code: 'ES-EN',
  name: 'Spanish for English speakers',
  targets: [{ dialectId: 2, dialectCode: 'es-ES' }],
  sources: [{ dialectId: 3, dialectCode: 'en-US' }],
  targetAvailableIds: [3, 4],
  sourceAvailableIds: [2, 4],
  conceptLinker: true,
  splitExercises: false,
  hasVocabulary: true,
  playAudioSegmentWhenSolved: false,
  glossaryUppercase: false,
  publishLessonPosition: 0,
  clLessonPosition: 0,
  aiReviewPos: 0,
  sourceDialectDefaultId: 3,
  targetDialectDefaultId: 2,
  version: 1,
  ...over,
});

function setup(initial: CourseRecord) {
  const http = fakeHttp({
    get: (path: string) => (path === 'dialects' ? DIALECTS : path === 'languages/select' ? LANGUAGES : undefined),
    put: () => ({ ok: true, data: { ...initial, targets: [...initial.targets, { dialectId: 4, dialectCode: 'es-MX' }], copied: 3 } }),
  });
  const changes: CourseRecord[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <CourseForm
        value={value}
        errors={{}}
        courseId={0}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }
  renderWithServices(<Harness />, { http });
  return { http, changes };
}

const languageInput = () => screen.getByLabelText(/^Language/, { selector: 'input' }) as HTMLInputElement;
const modalAdd = () => screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;

async function pickDialect(label: RegExp) {
  fireEvent.click(screen.getByLabelText('Dialect', { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('course form', () => {
  it('disables the language select for an existing course', async () => {
    setup(course());
    await waitFor(() => expect(languageInput().value).toBe('Spanish (es)'));
    expect(languageInput().disabled).toBe(true);
  });

  it('enables the language select for a new course (id -1)', async () => {
    setup(course({ id: -1, languageId: null, language: '', targets: [], sources: [], sourceDialectDefaultId: null, targetDialectDefaultId: null, version: 0 }));
    expect(languageInput().disabled).toBe(false);
  });

  it('keeps the Add button of the add-dialect dialog disabled until a dialect is picked', async () => {
    const { http } = setup(course());
    fireEvent.click(screen.getByRole('button', { name: 'Add target dialect' }));
    expect(await screen.findByText('Add target dialect', { selector: 'h2' })).toBeInTheDocument();
    expect(modalAdd().disabled).toBe(true);
    // the dialect select offers only dialects not yet in the list
    fireEvent.click(screen.getByLabelText('Dialect', { selector: 'input' }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['es-MX · Spanish (Mexico)', 'en-US · American English']);
    fireEvent.click(screen.getByRole('option', { name: /es-MX/ }));
    expect(modalAdd().disabled).toBe(false);

    // on a saved course, Add calls the server at once, with the dialect to copy from if chosen
    fireEvent.click(screen.getByLabelText(/Copy from/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'es-ES' }));
    fireEvent.click(modalAdd());
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('courses/5/add-target-dialect', { dialectId: 4, copyDialectId: 2 }));
    await waitFor(() => expect(screen.getByTestId('target-dialects').textContent).toBe('es-ESes-MX'));
    expect(screen.getByText('Added es-MX: 3 texts copied from es-ES.')).toBeInTheDocument();
  });

  it('adds dialects of a new course to the form, with no server call and nothing to copy from', async () => {
    const { http, changes } = setup(course({ id: -1, targets: [], sources: [], version: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Add source dialect' }));
    expect(screen.queryByLabelText(/Copy from/, { selector: 'input' })).toBeNull();
    expect(modalAdd().disabled).toBe(true);
    await pickDialect(/en-US/);
    fireEvent.click(modalAdd());
    await waitFor(() => expect(changes.at(-1)?.sources).toEqual([{ dialectId: 3, dialectCode: 'en-US' }]));
    expect(http.put).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Add source dialect', { selector: 'h2' })).toBeNull()); // the modal closes with a transition
  });
});
