// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BoardsScreen from './BoardsScreen';
import { ANA, BEN, card, CLEO, fakeServer } from './fake-server';
import { FreelancesDialog } from './FreelancesDialog';

const side = (name: 'unassigned' | 'assigned') => within(screen.getByTestId(`freelances-${name}`));
/** The names in a side's grid, in the grid's row order. */
const names = (name: 'unassigned' | 'assigned') =>
  [...screen.getByTestId(`freelances-${name}`).querySelectorAll<HTMLElement>('.ag-row[row-index]')]
    .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
    .map((r) => r.querySelector('[role="gridcell"][col-id="name"]')?.textContent);
const title = (name: 'unassigned' | 'assigned') => screen.getByTestId(`freelances-${name}`).querySelector('p')?.textContent;

/** (By text: role queries over the grids' DOM are too slow to poll.) */
const freelancesButton = () => screen.getByText(/^Freelances \(\d+\)$/).closest('button') as HTMLButtonElement;

function setup() {
  const s = fakeServer({ onBoard: [ANA.id] });
  const onChanged = vi.fn();
  s.render(<FreelancesDialog boardId={1} opened onClose={() => undefined} onChanged={onChanged} />);
  return { ...s, onChanged };
}

describe('the freelances dialog', () => {
  it('shows the freelances off the board and on it in two grids side by side', async () => {
    const s = setup();
    expect(await screen.findByRole('dialog', { name: 'Freelances' })).toBeInTheDocument();
    await waitFor(() => expect(names('assigned')).toEqual(['Ana']));
    await waitFor(() => expect(names('unassigned')).toEqual(['Ben', 'Cleo']));
    expect(title('unassigned')).toBe('Unassigned (2)');
    expect(title('assigned')).toBe('Assigned (1)');
    expect(s.get).toHaveBeenCalledWith('boards/1/freelances/unassigned', undefined, undefined);
    expect(s.get).toHaveBeenCalledWith('boards/1/freelances', undefined, undefined);
    expect(screen.getByText('Click a freelance to move them to the other side.')).toBeInTheDocument();
  });

  it('moves a clicked freelance to the other side: POST to put on the board, DELETE to take off', async () => {
    const s = setup();
    await waitFor(() => expect(names('unassigned')).toEqual(['Ben', 'Cleo']));
    fireEvent.click(side('unassigned').getByText('Cleo'));
    await waitFor(() => expect(names('assigned')).toEqual(['Ana', 'Cleo']));
    expect(s.post).toHaveBeenCalledWith(`boards/1/freelances/${CLEO.id}`, undefined);
    expect(s.delete).not.toHaveBeenCalled();
    await waitFor(() => expect(names('unassigned')).toEqual(['Ben']));
    expect(title('unassigned')).toBe('Unassigned (1)');
    expect(title('assigned')).toBe('Assigned (2)');
    expect(s.onChanged).toHaveBeenCalledTimes(1);

    fireEvent.click(side('assigned').getByText('Ana'));
    await waitFor(() => expect(names('assigned')).toEqual(['Cleo']));
    expect(s.delete).toHaveBeenCalledWith(`boards/1/freelances/${ANA.id}`, undefined);
    await waitFor(() => expect(names('unassigned')).toEqual(['Ana', 'Ben']));
    expect(s.onBoard()).toEqual([CLEO.id]);
    expect(s.onChanged).toHaveBeenCalledTimes(2);
  });
});

describe('the freelances dialog on the boards screen', () => {
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

  it("updates the Freelances button's count and the assign menus after a move", async () => {
    const s = fakeServer({ onBoard: [ANA.id], cards: [card(1, 'Lesson 1 greetings', 'todo')] });
    s.render(<BoardsScreen moduleId={19} courseId={1} />);
    const load = screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement;
    await waitFor(() => expect(load.disabled).toBe(false));
    fireEvent.click(load);
    await screen.findByText('Lesson 1 greetings');
    fireEvent.click(screen.getByRole('button', { name: 'Freelances (1)' }));
    await waitFor(() => expect(names('unassigned')).toEqual(['Ben', 'Cleo']));
    s.get.mockClear();
    fireEvent.click(side('unassigned').getByText('Ben'));
    await waitFor(() => expect(freelancesButton().textContent).toBe('Freelances (2)'));
    expect(s.post).toHaveBeenCalledWith(`boards/1/freelances/${BEN.id}`, undefined);
    fireEvent.click(side('assigned').getByText('Ana'));
    await waitFor(() => expect(freelancesButton().textContent).toBe('Freelances (1)'));
    expect(s.delete).toHaveBeenCalledWith(`boards/1/freelances/${ANA.id}`, undefined);
    // Each move was one request: its answer gave both sides, the count and the cards.
    expect(s.post).toHaveBeenCalledTimes(1);
    expect(s.delete).toHaveBeenCalledTimes(1);
    expect(s.get).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('freelances-dialog').querySelector('.mantine-Modal-close')!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Freelances' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Assign Lesson 1 greetings' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Ben']);
  });
});
