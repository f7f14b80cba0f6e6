// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WriteOutcome } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { CLV_MESSAGES, type ValidationItemInfo } from '../shared';
import { LinkedText } from './columns';
import ConceptValidatorScreen from './ConceptValidatorScreen';
import { CreateValidationForm } from './CreateValidationForm';

const TYPES = [
  { ref: 11, name: 'Cultural Vocabulary', searchable: true },
  { ref: 12, name: 'Panel', searchable: true },
  { ref: 15, name: 'Compound', searchable: true },
  { ref: 22, name: 'Vocabulary', searchable: true },
];
const CONCEPTS: Record<number, { id: number; title: string; courseId: number }[]> = {
  22: [
    { id: 5, title: 'zorro', courseId: 1 },
    { id: 6, title: 'lobo', courseId: 1 },
  ],
  12: [{ id: 9, title: 'At the zoo', courseId: 1 }],
  15: [{ id: 3, title: 'zorro ártico', courseId: 1 }],
  11: [],
};

type Post = (path: string, body?: unknown) => Promise<WriteOutcome<unknown>>;
/** What a create answers: the new job and its items (the screen shows them without reading them). */
const CREATED = { id: 42, items: 0, message: 'Job created with 0 items', job: { id: 42 }, rows: [] };

function setup(post?: Post, ui: React.ReactNode = null) {
  const get = vi.fn(async (path: string, params?: Record<string, unknown>) => {
    if (path === 'concept-linker-validator/concept-types') return TYPES;
    if (path === 'concept-linker-validator/courses')
      return [
        { id: 1, name: 'Spanish' },
        { id: 2, name: 'French' },
      ];
    if (path === 'concept-linker-validator/concepts') return CONCEPTS[Number(params?.ref)];
    if (path === 'concept-linker-validator') return [];
    return undefined;
  });
  const postFn = vi.fn(post ?? (async () => ({ ok: true as const, data: CREATED })));
  const http = fakeHttp({ get, post: postFn });
  const onCreated = vi.fn();
  renderWithServices(ui ?? <CreateValidationForm onCreated={onCreated} onCancel={() => undefined} />, { http, navigation: { navigate: vi.fn() } });
  return { get, post: postFn, onCreated };
}

const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Validation' }));
const errorText = () => screen.getByTestId('clv-form-error').textContent;
/** Opens a type's search dialog for the main concept or an alternative and picks a concept by title. */
async function choose(target: 'Main concept' | 'Alternative', type: string, title: string, dialogTitle?: string) {
  fireEvent.click(screen.getByRole('button', { name: `${target}: ${type}` }));
  const dialog = await screen.findByRole('dialog');
  if (dialogTitle) expect(within(dialog).getByText(dialogTitle)).toBeInTheDocument();
  fireEvent.click(await within(dialog).findByText(title));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
async function chooseCourse(name: string) {
  fireEvent.click(screen.getByTestId('clv-course'));
  fireEvent.click(await screen.findByRole('option', { name }));
}
const alternatives = () => screen.queryAllByTestId('clv-alternative').map((e) => e.textContent);

describe('the concept validation creation form', () => {
  it('shows the four numbered steps and the alternatives note', async () => {
    setup();
    for (const step of ['Validation Name', 'Scope', 'Main Concept (Required)', 'Alternative Concepts (Optional)'])
      expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByLabelText('Global (Vocabulary Only)')).toBeInTheDocument();
    expect(screen.getByLabelText('Course Specific')).toBeInTheDocument();
    expect(screen.getByText(/the AI compares all the concepts and suggests the best match for each phrase/)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Main concept: Compound' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("checks in the spec's order before sending, then sends the trimmed name and includeCompounds for vocabulary", async () => {
    const { post, onCreated } = setup();
    await screen.findByRole('button', { name: 'Main concept: Vocabulary' });
    create();
    expect(errorText()).toBe(CLV_MESSAGES.name);
    fireEvent.change(screen.getByRole('textbox', { name: 'Validation Name' }), { target: { value: '   ' } });
    create();
    expect(errorText()).toBe(CLV_MESSAGES.name);
    fireEvent.change(screen.getByRole('textbox', { name: 'Validation Name' }), { target: { value: '  Fox check  ' } });
    create();
    expect(errorText()).toBe(CLV_MESSAGES.course);
    await chooseCourse('Spanish');
    create();
    expect(errorText()).toBe(CLV_MESSAGES.main);
    await choose('Main concept', 'Vocabulary', 'zorro', 'Search Vocabulary');
    await choose('Alternative', 'Vocabulary', 'zorro');
    create();
    expect(errorText()).toBe(CLV_MESSAGES.mainInAlternatives);
    fireEvent.click(screen.getByRole('button', { name: 'Remove zorro' }));
    await choose('Alternative', 'Vocabulary', 'lobo');
    await choose('Alternative', 'Vocabulary', 'lobo');
    create();
    expect(errorText()).toBe(CLV_MESSAGES.duplicates);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove lobo' })[1]);
    expect(post).not.toHaveBeenCalled();

    const compounds = screen.getByRole('checkbox', { name: 'Include compounds of this item' }) as HTMLInputElement;
    expect(compounds.checked).toBe(true);
    create();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    expect(post).toHaveBeenCalledWith('concept-linker-validator', {
      name: 'Fox check',
      item_ref: 22,
      item_ref_id: 5,
      courseId: 1,
      alternative_items: [{ ref: 22, refId: 6 }],
      includeCompounds: true,
    });
  });

  it('offers every registered type per course, with their dialogs; includeCompounds only for vocabulary and panels', async () => {
    const { post } = setup();
    await screen.findByRole('button', { name: 'Main concept: Compound' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Validation Name' }), { target: { value: 'Arctic' } });
    await chooseCourse('Spanish');
    fireEvent.click(screen.getByRole('button', { name: 'Main concept: Cultural Vocabulary' }));
    expect(await screen.findByText('Search Cultural Vocabulary')).toBeInTheDocument();
    expect(await screen.findByText('No results')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.height).toBe('555px');
    expect(dialog.closest('[style*="--modal-size"]')?.getAttribute('style')).toContain('--modal-size: calc(37.5rem');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await choose('Main concept', 'Compound', 'zorro ártico', 'Search Compounds');
    expect(screen.queryByRole('checkbox', { name: 'Include compounds of this item' })).toBeNull();
    create();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][1]).toEqual({ name: 'Arctic', item_ref: 15, item_ref_id: 3, courseId: 1, alternative_items: [] });

    await choose('Main concept', 'Panel', 'At the zoo', 'Search Panels');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include compounds of this item' }));
    create();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1][1]).toMatchObject({ item_ref: 12, item_ref_id: 9, includeCompounds: false });
  });

  it('switching to global clears the course, drops a non-vocabulary main concept and keeps only vocabulary alternatives', async () => {
    const { post } = setup();
    await screen.findByRole('button', { name: 'Main concept: Panel' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Validation Name' }), { target: { value: 'Zoo' } });
    await chooseCourse('Spanish');
    await choose('Main concept', 'Panel', 'At the zoo');
    await choose('Alternative', 'Vocabulary', 'lobo');
    await choose('Alternative', 'Compound', 'zorro ártico');
    expect(alternatives()).toEqual(['Vocabulary: lobo', 'Compound: zorro ártico']);

    fireEvent.click(screen.getByLabelText('Global (Vocabulary Only)'));
    expect(screen.queryByTestId('clv-main')).toBeNull();
    expect(alternatives()).toEqual(['Vocabulary: lobo']);
    expect(screen.queryByTestId('clv-course')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Main concept: Panel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Main concept: Vocabulary' })).toBeInTheDocument();
    create();
    expect(errorText()).toBe(CLV_MESSAGES.main);

    // Back to a course: it has to be chosen again.
    fireEvent.click(screen.getByLabelText('Course Specific'));
    await choose('Main concept', 'Vocabulary', 'zorro');
    create();
    expect(errorText()).toBe(CLV_MESSAGES.course);
    fireEvent.click(screen.getByLabelText('Global (Vocabulary Only)'));
    expect(screen.getByTestId('clv-main').textContent).toBe('Vocabulary: zorro');
    create();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][1]).toEqual({
      name: 'Zoo',
      item_ref: 22,
      item_ref_id: 5,
      courseId: 0,
      alternative_items: [{ ref: 22, refId: 6 }],
      includeCompounds: true,
    });
  });

  it("shows the server's 400 message, or 'Failed to create validation'; 'Creating...' while busy", async () => {
    let answer: WriteOutcome<unknown> = { ok: false, status: 400, error: 'Main concept is not of the chosen course' };
    let release = () => undefined as void;
    const { onCreated } = setup(
      () =>
        new Promise((r) => {
          release = () => r(answer);
        }),
    );
    await screen.findByRole('button', { name: 'Main concept: Vocabulary' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Validation Name' }), { target: { value: 'X' } });
    await chooseCourse('French');
    await choose('Main concept', 'Vocabulary', 'zorro');
    create();
    expect((await screen.findByRole('button', { name: 'Creating...' })).hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(errorText()).toBe('Main concept is not of the chosen course'));
    answer = { ok: false, status: 500, error: 'boom' };
    create();
    release();
    await waitFor(() => expect(errorText()).toBe(CLV_MESSAGES.failed));
    expect(screen.getByRole('button', { name: 'Create Validation' })).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe('the screen', () => {
  it('shows the placeholder, and the form after New; Cancel goes back', async () => {
    setup(undefined, <ConceptValidatorScreen moduleId={87} courseId={0} />);
    expect(screen.getByText('Concept validations')).toBeInTheDocument();
    expect(screen.getByText('Select a validation from the list or create a new one')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(await screen.findByText('Main Concept (Required)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Select a validation from the list or create a new one')).toBeInTheDocument();
  });
});

describe('the linked text cell', () => {
  it('marks the linked words', () => {
    const info = {
      text: 'El lobo gris corre.',
      highlights: [
        { start: 3, end: 7 },
        { start: 8, end: 12 },
      ],
    } as ValidationItemInfo;
    render(<LinkedText info={info} />);
    const marks = screen.getAllByText(/lobo|gris/, { selector: 'mark' });
    expect(marks.map((m) => m.textContent)).toEqual(['lobo', 'gris']);
    expect(screen.getByTestId('linked-text').textContent).toBe('El lobo gris corre.');
  });
});
