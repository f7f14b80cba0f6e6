// @vitest-environment happy-dom
import { rem } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATE_DIALOG_SIZE } from '../../../sdk/client';
import { BoardType, WorkState } from '../../../sdk/shared';
import BoardsScreen from './BoardsScreen';
import { ANA, BEN, card, comment, fakeServer, type FakeOptions } from './fake-server';

const CARDS = [
  card(1, 'Lesson 1 greetings', 'todo', {
    freelanceId: ANA.id,
    freelanceName: 'Ana',
    tags: [
      { text: '3 xx', class: 'tag_green' },
      { text: '2 yy', class: 'tag_orange' },
    ],
  }),
  card(2, 'Lesson 2 numbers', 'doing', { tags: [{ text: '1 zz', class: 'tag_gray' }] }),
  card(3, 'Lesson 3 family', 'review', { freelanceId: BEN.id, freelanceName: 'Ben' }),
  card(4, 'Lesson 4 food', 'done', { folder: 'Unit 1', freelanceId: ANA.id, freelanceName: 'Ana' }),
  card(5, 'Lesson 5 drinks', 'done', { folder: 'Unit 1', freelanceId: ANA.id, freelanceName: 'Ana' }),
  card(6, 'Lesson 6 travel', 'done', { folder: 'Unit 2', freelanceId: BEN.id, freelanceName: 'Ben' }),
  card(7, 'Lesson 7 colours', 'done', { folder: 'Unit 2' }),
];
const COMMENTS = [
  comment(1, 1, 'Please check line 2'),
  comment(2, 1, 'Looks fine', { seen: true }),
  comment(3, 1, 'Fixed', { seen: true, ownComment: true, userName: 'Me' }),
];

// No event stream in these tests: the live updates have their own (live.test.tsx).
beforeEach(() =>
  vi.stubGlobal(
    'EventSource',
    class {
      addEventListener() {}
      close() {}
    },
  ),
);
afterEach(() => vi.unstubAllGlobals());

function setup(opts: FakeOptions = {}) {
  const s = fakeServer({ cards: CARDS, comments: COMMENTS, ...opts });
  s.render(<BoardsScreen moduleId={19} courseId={1} />);
  return s;
}

const loadButton = () => screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement;
const column = (state: string) => screen.getByTestId(`column-${state}`);
const cardIn = (state: string, title: string) => within(column(state)).queryByText(title);
const moveButton = (title: string) => screen.getByRole('button', { name: `Move ${title}` }) as HTMLButtonElement;
/** The Move menu's choices for a card. */
async function moveChoices(title: string) {
  fireEvent.click(moveButton(title));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
}
/** Alt+Left / Alt+Right on a focused card. */
const keyMove = (id: number, key: 'ArrowLeft' | 'ArrowRight') => {
  const el = screen.getByTestId(`card-${id}`);
  el.focus();
  fireEvent.keyDown(el, { key, code: key, altKey: true });
};

/** Load, once the button takes clicks again (it stays disabled until the last load's freelances have come). */
async function pressLoad() {
  await waitFor(() => expect(loadButton().disabled).toBe(false));
  fireEvent.click(loadButton());
}

/** The first board, shown at once without Load (its freelances come with it). */
async function load() {
  await screen.findByTestId('column-todo');
  await waitFor(() => expect(loadButton().disabled).toBe(false));
}

describe('the boards screen', () => {
  it("lists the course's boards in the dropdown, opens on the first without Load, and Load shows another chosen board", async () => {
    const s = setup();
    const select = screen.getByRole('combobox', { name: 'Board' }) as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('Segments A1'));
    expect(s.get).toHaveBeenCalledWith('courses/1/boards', undefined, undefined);
    await screen.findByTestId('column-todo');
    expect(s.get).toHaveBeenCalledWith('boards/1/cards', undefined, undefined);
    fireEvent.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Segments A1', 'Dialogs A1']);
    fireEvent.click(screen.getByRole('option', { name: 'Segments A1' }));
    expect(screen.getByText('Segments')).toBeInTheDocument();
    expect(screen.getByText('Lesson 1 greetings')).toBeInTheDocument();

    fireEvent.click(select);
    fireEvent.click(screen.getByRole('option', { name: 'Dialogs A1' }));
    await waitFor(() => expect(select.value).toBe('Dialogs A1'));
    await pressLoad();
    await screen.findByText('Dialogs');
    expect(s.get).toHaveBeenCalledWith('boards/2/cards', undefined, undefined);
    expect(screen.queryByText('Lesson 1 greetings')).toBeNull();
  });

  it('drops a late answer for the board shown before (a refresh still under way when another board is loaded)', async () => {
    const s = setup();
    const select = screen.getByRole('combobox', { name: 'Board' }) as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('Segments A1'));
    await load();
    const answer = s.get.getMockImplementation()!;
    let release!: () => void;
    s.get.mockImplementationOnce(
      (...args: Parameters<typeof answer>) =>
        new Promise((resolve) => {
          release = () => resolve(answer(...args));
        }),
    );
    await pressLoad(); // Load again refreshes board 1: its answer is held
    await waitFor(() => expect(release).toBeTypeOf('function'));

    fireEvent.click(select);
    fireEvent.click(screen.getByRole('option', { name: 'Dialogs A1' }));
    await waitFor(() => expect(select.value).toBe('Dialogs A1'));
    await pressLoad();
    await screen.findByText('Dialogs');
    await waitFor(() => expect(screen.queryByText('Lesson 1 greetings')).toBeNull());

    release();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByText('Dialogs')).toBeInTheDocument();
    expect(column('todo')).toBeTruthy();
    expect(screen.queryByText('Lesson 1 greetings')).toBeNull();
  });

  it("shows the board's freelance count on the Freelances button, enabled once the board is loaded", async () => {
    setup({ onBoard: [ANA.id, BEN.id] });
    const button = (await screen.findByRole('button', { name: 'Freelances (2)' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await load();
    expect((screen.getByRole('button', { name: 'Freelances (2)' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Freelances (2)' }));
    expect(await screen.findByRole('dialog', { name: 'Freelances' })).toBeInTheDocument();
  });

  it('shows four columns of 25% width, To do, Doing, Review and Done, with their card counts', async () => {
    setup();
    await load();
    const columns = screen.getAllByTestId(/^column-/);
    expect(columns.map((c) => c.dataset.testid)).toEqual(['column-todo', 'column-doing', 'column-review', 'column-done']);
    for (const c of columns) expect(c.style.width).toBe('25%');
    expect(columns.map((c) => c.querySelector('p')?.textContent)).toEqual(['To do', 'Doing', 'Review', 'Done']);
    expect(columns.map((c) => c.querySelector('.mantine-Badge-root')?.textContent)).toEqual(['1', '1', '1', '4']);
    for (const [state, title] of [
      ['todo', 'Lesson 1 greetings'],
      ['doing', 'Lesson 2 numbers'],
      ['review', 'Lesson 3 family'],
    ]) {
      expect(within(column(state)).getByTestId(/^card-/).textContent).toContain(title);
    }
  });

  it('groups Done by folder, each with its per-freelancer counts', async () => {
    setup();
    await load();
    const folders = within(column('done')).getAllByTestId('done-folder');
    expect(folders.map((f) => f.dataset.folder)).toEqual(['Unit 1', 'Unit 2']);
    const [unit1, unit2] = folders.map((f) => within(f));
    expect(unit1.getByText('Unit 1')).toBeInTheDocument();
    expect(unit1.getAllByTestId(/^card-/).map((c) => c.querySelector('p')?.textContent)).toEqual(['Lesson 4 food', 'Lesson 5 drinks']);
    expect(unit1.getByTestId('freelance-count').textContent).toBe('Ana: 2');
    expect(unit2.getAllByTestId(/^card-/).map((c) => c.querySelector('p')?.textContent)).toEqual(['Lesson 6 travel', 'Lesson 7 colours']);
    // The unassigned card counts for nobody.
    expect(unit2.getByTestId('freelance-count').textContent).toBe('Ben: 1');
  });

  it('shows on a card its title, assigned freelance, tags with their classes and the comments count', async () => {
    setup();
    await load();
    const first = within(screen.getByTestId('card-1'));
    expect(first.getByText('Lesson 1 greetings')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Assign Lesson 1 greetings' }).textContent).toBe('Ana');
    const tags = ['3 xx', '2 yy'].map((t) => first.getByText(t).closest('.mantine-Badge-root') as HTMLElement);
    expect(tags[0].classList.contains('tag_green')).toBe(true);
    expect(tags[1].classList.contains('tag_orange')).toBe(true);
    expect(first.getByTestId('comment-count').textContent).toBe('3');
    // One comment of another user not seen yet; the own one never counts.
    expect(first.getByTestId('new-comments').textContent).toBe('1');
    expect(first.getByRole('button', { name: 'Comments of Lesson 1 greetings: 3, 1 new' })).toBeInTheDocument();

    const second = within(screen.getByTestId('card-2'));
    expect(second.getByRole('button', { name: 'Assign Lesson 2 numbers' }).textContent).toBe('Unassigned');
    expect((second.getByText('1 zz').closest('.mantine-Badge-root') as HTMLElement).classList.contains('tag_gray')).toBe(true);
    expect(second.getByTestId('comment-count').textContent).toBe('0');
    expect(second.queryByTestId('new-comments')).toBeNull();
  });

  it('assigns a card to a freelance of the board from its menu: one request, whose answer the card shows', async () => {
    const s = setup({ onBoard: [ANA.id, BEN.id] });
    await load();
    s.get.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Assign Lesson 2 numbers' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ben' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Assign Lesson 2 numbers' }).textContent).toBe('Ben'));
    expect(s.put.mock.calls).toEqual([['boards/1/cards/2/freelance', { freelanceId: BEN.id }]]);
    expect(s.get).not.toHaveBeenCalled();
  });

  it('moves a card with one request and shows the answered card in its new column, the board not read again', async () => {
    const s = setup();
    await load();
    s.get.mockClear();
    expect(await moveChoices('Lesson 2 numbers')).toEqual(['Change to Review']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Change to Review' }));
    await waitFor(() => expect(cardIn('review', 'Lesson 2 numbers')).toBeTruthy());
    expect(cardIn('doing', 'Lesson 2 numbers')).toBeNull();
    expect(s.put.mock.calls).toEqual([['boards/1/cards/2/move', { to: 'review' }]]);
    expect(
      within(column('review'))
        .getAllByTestId(/^card-/)
        .map((c) => c.dataset.testid),
    ).toEqual(['card-2', 'card-3']);
    expect(s.get).not.toHaveBeenCalled();
  });

  it('offers each card the moves of the work-state rules under Move; Done has none', async () => {
    setup();
    await load();
    expect(await moveChoices('Lesson 1 greetings')).toEqual(['Change to Doing']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await moveChoices('Lesson 3 family')).toEqual(['Back to Doing', 'Change to Done']);
    for (const title of ['Lesson 4 food', 'Lesson 5 drinks', 'Lesson 6 travel', 'Lesson 7 colours']) expect(moveButton(title).disabled).toBe(true);
  });

  it('moves the focused card with Alt+Right and Alt+Left, both ways, one request each, and keeps the focus on it', async () => {
    const s = setup();
    const warnings: string[] = [];
    s.events.on('notification').subscribe((n) => warnings.push(n.message));
    await load();
    s.get.mockClear();
    keyMove(2, 'ArrowRight');
    await waitFor(() => expect(cardIn('review', 'Lesson 2 numbers')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('card-2')));
    keyMove(2, 'ArrowLeft');
    await waitFor(() => expect(cardIn('doing', 'Lesson 2 numbers')).toBeTruthy());
    expect(s.put.mock.calls).toEqual([
      ['boards/1/cards/2/move', { to: 'review' }],
      ['boards/1/cards/2/move', { to: 'doing' }],
    ]);
    expect(s.get).not.toHaveBeenCalled();

    // A move the rules refuse is said, and sends nothing.
    keyMove(2, 'ArrowLeft');
    await waitFor(() => expect(warnings).toEqual([expect.stringMatching(/^Cannot change from Doing to To Do/)]));
    expect(s.put).toHaveBeenCalledTimes(2);
  });

  it('moves a card dropped on another column, with one request; a drop the rules refuse sends nothing', async () => {
    const s = setup();
    const warnings: string[] = [];
    s.events.on('notification').subscribe((n) => warnings.push(n.message));
    // happy-dom lays nothing out: the four columns stand side by side, 300 px wide, and a card takes its column's place.
    const states = ['todo', 'doing', 'review', 'done'];
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const col = this.closest<HTMLElement>('[data-testid^="column-"]');
      const left = col ? states.indexOf(col.dataset.testid!.slice('column-'.length)) * 300 : 0;
      return { x: left, y: 0, top: 0, left, width: 290, height: 600, bottom: 600, right: left + 290, toJSON: () => ({}) };
    });
    await load();
    const drag = async (id: number, toColumn: number) => {
      const el = screen.getByTestId(`card-${id}`);
      const x = states.indexOf(el.dataset.state!) * 300 + 100;
      fireEvent.pointerDown(el, { clientX: x, clientY: 50, isPrimary: true, button: 0 });
      for (const step of [x + 10, toColumn * 300 + 100]) fireEvent.pointerMove(document, { clientX: step, clientY: 50, isPrimary: true });
      fireEvent.pointerUp(document, { clientX: toColumn * 300 + 100, clientY: 50, isPrimary: true });
    };
    s.get.mockClear();
    await drag(1, 1);
    await waitFor(() => expect(cardIn('doing', 'Lesson 1 greetings')).toBeTruthy());
    expect(s.put.mock.calls).toEqual([['boards/1/cards/1/move', { to: 'doing' }]]);
    await drag(1, 3);
    await waitFor(() => expect(warnings).toEqual([expect.stringMatching(/^Cannot change from Doing to Done/)]));
    expect(s.put).toHaveBeenCalledTimes(1);
    expect(s.get).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it("warns with the server's refusal of a move", async () => {
    const s = setup();
    const warnings: string[] = [];
    s.events.on('notification').subscribe((n) => warnings.push(n.message));
    await load();
    s.moveCard(2, 'review'); // someone else was faster; the screen has not refreshed yet
    keyMove(2, 'ArrowRight');
    await waitFor(() => expect(warnings).toEqual(['The item is already in Review']));
    await waitFor(() => expect(cardIn('review', 'Lesson 2 numbers')).toBeTruthy());
  });

  it("opens the State dialog (318x390) of the card's item from its title", async () => {
    const s = setup();
    await load();
    fireEvent.click(screen.getByText('Lesson 3 family'));
    const dialog = await screen.findByRole('dialog', { name: 'State for segments' });
    expect((await within(dialog).findByTestId('current-state')).textContent).toBe('Review');
    expect(s.get).toHaveBeenCalledWith(`board-types/${BoardType.SEGMENTS}/ref-ids/103/states-history`, { course: 1 }, expect.anything());
    expect(dialog.style.height).toBe(`${STATE_DIALOG_SIZE.height}px`);
    expect(STATE_DIALOG_SIZE).toEqual({ width: 318, height: 390 });
    const root = screen.getByTestId('state-dialog');
    expect(root.style.getPropertyValue('--modal-size')).toBe(rem(318));
    // A change made in the dialog shows on the board, from its answer.
    s.get.mockClear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change to Done' }));
    await waitFor(() => expect(cardIn('done', 'Lesson 3 family')).toBeTruthy());
    expect(s.put.mock.calls).toEqual([[`courses/1/board-types/${BoardType.SEGMENTS}/ref-ids/103/states-change`, { state: WorkState.DONE }]]);
    expect(cardIn('review', 'Lesson 3 family')).toBeNull();
    expect(s.get).not.toHaveBeenCalled();
  });

  it('opens the Comments dialog of a card from its comments button', async () => {
    const s = setup();
    await load();
    fireEvent.click(screen.getByRole('button', { name: 'Comments of Lesson 1 greetings: 3, 1 new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comments: Lesson 1 greetings' });
    expect(await within(dialog).findByText('Please check line 2')).toBeInTheDocument();
    expect(s.get).toHaveBeenCalledWith('cards/1/comments', undefined, expect.anything());
    // Opening marks the comment seen: the card's count of unseen comments goes, from the answer.
    await waitFor(() => expect(within(screen.getByTestId('card-1')).queryByTestId('new-comments')).toBeNull());
    expect(s.get.mock.calls.filter(([p]) => p === 'boards/1/cards')).toHaveLength(1);

    // Adding a comment is one request: the dialog and the card's count show its answer.
    s.get.mockClear();
    s.put.mockClear();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New comment' }), { target: { value: 'Second take uploaded' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Second take uploaded')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('card-1')).getByTestId('comment-count').textContent).toBe('4'));
    expect(s.post.mock.calls).toEqual([['cards/1/comments', { cardId: 1, seen: true, text: 'Second take uploaded' }]]);
    expect(s.get).not.toHaveBeenCalled();
    expect(s.put).not.toHaveBeenCalled();
  });

  it('gives a freelance (canManage false) no assigning and no Freelances dialog', async () => {
    setup({ canManage: false });
    await load();
    expect(screen.queryByRole('button', { name: 'Assign Lesson 1 greetings' })).toBeNull();
    expect(within(screen.getByTestId('card-1')).getByText('Ana')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Freelances (1)' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
