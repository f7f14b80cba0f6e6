// @vitest-environment happy-dom
import { rem } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BoardCard } from '../types';
import { COMMENTS_DIALOG_SIZE, CommentsDialog } from './CommentsDialog';
import { card, comment, fakeServer } from './fake-server';

const CARD = card(1, 'Lesson 1 greetings', 'doing');
const COMMENTS = [
  comment(1, 1, 'Please check line 2', { userName: 'Olga' }),
  comment(2, 1, 'Looks fine now', { userName: 'Olga', seen: true }),
  comment(3, 1, 'Fixed the audio', { ownComment: true, seen: true, userName: 'Me' }),
  comment(4, 1, 'Second look, please', { userName: 'Paul' }),
  comment(5, 2, 'On another card'),
];

function setup(target: BoardCard | null = CARD) {
  const s = fakeServer({ cards: [CARD], comments: COMMENTS });
  const onChanged = vi.fn();
  const onClose = vi.fn();
  const view = s.render(<CommentsDialog card={target} onClose={onClose} onChanged={onChanged} />);
  return { ...s, onChanged, onClose, view };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Comments: Lesson 1 greetings' }));
const addButton = () => dialog().getByRole('button', { name: 'Add' }) as HTMLButtonElement;
const isNew = (id: number) => within(screen.getByTestId(`comment-${id}`)).queryByText('new') !== null;
const shown = () => screen.getAllByTestId(/^comment-\d+$/).map((c) => c.dataset.testid);

describe('the comments dialog', () => {
  it('is 352x502 and titled with the card', async () => {
    setup();
    const content = await screen.findByRole('dialog', { name: 'Comments: Lesson 1 greetings' });
    expect(COMMENTS_DIALOG_SIZE).toEqual({ width: 352, height: 502 });
    expect(content.style.height).toBe('502px');
    expect(screen.getByTestId('comments-dialog').style.getPropertyValue('--modal-size')).toBe(rem(352));
  });

  it('is closed without a card', () => {
    setup(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("flags the unseen comments of other users as new, never the user's own, and marks them seen", async () => {
    const s = setup();
    await screen.findByText('Please check line 2');
    expect(shown()).toEqual(['comment-1', 'comment-2', 'comment-3', 'comment-4']);
    expect([1, 2, 3, 4].map(isNew)).toEqual([true, false, false, true]);
    expect(within(screen.getByTestId('comment-1')).getByText('Olga')).toBeInTheDocument();
    expect(within(screen.getByTestId('comment-3')).getByText('You')).toBeInTheDocument();

    await waitFor(() => expect(s.onChanged).toHaveBeenCalledTimes(1));
    expect(s.put.mock.calls).toEqual([
      ['comments/1', { seen: true }],
      ['comments/4', { seen: true }],
    ]);
    expect(
      s
        .comments()
        .filter((c) => c.cardId === 1)
        .every((c) => c.seen),
    ).toBe(true);
    // The flags stay for this opening, so that the reader sees what was new.
    expect([1, 2, 3, 4].map(isNew)).toEqual([true, false, false, true]);
  });

  it('shows nothing new when opened again after marking', async () => {
    const s = setup();
    await waitFor(() => expect(s.onChanged).toHaveBeenCalled());
    s.view.unmount();
    const again = vi.fn();
    s.render(<CommentsDialog card={CARD} onClose={() => undefined} onChanged={again} />);
    await screen.findByText('Please check line 2');
    expect([1, 2, 3, 4].map(isNew)).toEqual([false, false, false, false]);
    expect(again).not.toHaveBeenCalled();
  });

  it('disables Add while the text is empty or blank, and adds an own comment that is not new', async () => {
    const s = setup();
    await screen.findByText('Please check line 2');
    expect(addButton().disabled).toBe(true);
    const box = dialog().getByRole('textbox', { name: 'New comment' });
    fireEvent.change(box, { target: { value: '   ' } });
    expect(addButton().disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  Recorded again  ' } });
    expect(addButton().disabled).toBe(false);
    await waitFor(() => expect(s.onChanged).toHaveBeenCalled());
    s.onChanged.mockClear();
    s.get.mockClear();
    fireEvent.click(addButton());
    // (The fake server numbers new comments from 1000.)
    const added = await screen.findByTestId('comment-1000');
    expect(added.textContent).toContain('Recorded again');
    expect(s.post).toHaveBeenCalledWith('cards/1/comments', { cardId: 1, seen: true, text: 'Recorded again' });
    expect(added.dataset.seen).toBe('true');
    expect(within(added).queryByText('new')).toBeNull();
    expect(within(added).getByText('You')).toBeInTheDocument();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(addButton().disabled).toBe(true);
    // One request: the answer's comments are shown, and its card goes to the board.
    expect(s.onChanged).toHaveBeenCalledWith(expect.objectContaining({ id: 1000, card: expect.objectContaining({ id: 1, nComments: 5 }) }));
    expect(s.get).not.toHaveBeenCalled();
  });

  it('deletes own comments only', async () => {
    const s = setup();
    await screen.findByText('Fixed the audio');
    const deletes = dialog().getAllByRole('button', { name: 'Delete comment' });
    expect(deletes).toHaveLength(1);
    expect(within(screen.getByTestId('comment-3')).getByRole('button', { name: 'Delete comment' })).toBe(deletes[0]);
    await waitFor(() => expect(s.onChanged).toHaveBeenCalled());
    s.onChanged.mockClear();
    s.get.mockClear();
    fireEvent.click(deletes[0]);
    await waitFor(() => expect(screen.queryByText('Fixed the audio')).toBeNull());
    expect(s.delete).toHaveBeenCalledWith('comments/3', undefined);
    expect(shown()).toEqual(['comment-1', 'comment-2', 'comment-4']);
    expect(s.onChanged).toHaveBeenCalledWith(expect.objectContaining({ id: 3, card: expect.objectContaining({ nComments: 3 }) }));
    expect(s.get).not.toHaveBeenCalled();
  });

  it('shows No comments yet. for a card without comments', async () => {
    const s = fakeServer({ cards: [CARD] });
    s.render(<CommentsDialog card={CARD} onClose={() => undefined} onChanged={() => undefined} />);
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(s.put).not.toHaveBeenCalled();
  });
});
