// @vitest-environment happy-dom
import 'reflect-metadata';
import { rem } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WorkState, type WriteOutcome } from '..';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { BoardType, type WorkStateHistory } from '../../shared';
import { STATE_DIALOG_SIZE, StateDialog } from './StateDialog';

const ALL_MOVES = ['Change to To Do', 'Change to Doing', 'Change to Review', 'Back to Doing', 'Change to Done'];
const HISTORY_PATH = `board-types/${BoardType.SEGMENTS}/ref-ids/7/states-history`;
const CHANGE_PATH = `courses/1/board-types/${BoardType.SEGMENTS}/ref-ids/7/states-change`;

const historyIn = (state: WorkState): WorkStateHistory => ({ boardType: BoardType.SEGMENTS, refId: 7, courseId: 1, state, history: [] });

/** A fake server holding one segment's state; PUT answers the new state, or the refusal given. */
function setup(state: WorkState, refuse?: string) {
  let current = state;
  const get = vi.fn(async (path: string, params?: unknown) => {
    await new Promise((r) => setTimeout(r, 5));
    if (path === 'grid-columns/work-state-history') return [{ field: 'change', headerName: 'Change' }];
    if (path === HISTORY_PATH && (params as { course?: number })?.course === 1) return historyIn(current);
    return undefined;
  });
  const put = vi.fn(async (path: string, body: any): Promise<WriteOutcome<unknown>> => {
    if (path !== CHANGE_PATH) return { ok: false, status: 404, error: 'not found' };
    if (refuse) return { ok: false, status: 409, error: refuse };
    current = body.state;
    return { ok: true, data: historyIn(current) };
  });
  const http = fakeHttp({ get, put });
  const onChanged = vi.fn();
  renderWithServices(<StateDialog opened onClose={() => undefined} courseId={1} boardType={BoardType.SEGMENTS} refId={7} onChanged={onChanged} />, { http });
  return { get, put, onChanged };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'State for segments' }));
const moveButtons = () => ALL_MOVES.filter((name) => dialog().queryByRole('button', { name }));
const currentState = async () => (await screen.findByTestId('current-state')).textContent;

describe('the state dialog', () => {
  it("is 318x390, titled 'State for {board type}'", async () => {
    setup(WorkState.TODO);
    await currentState();
    expect(STATE_DIALOG_SIZE).toEqual({ width: 318, height: 390 });
    const content = screen.getByRole('dialog', { name: 'State for segments' });
    expect(content.style.height).toBe('390px');
    expect(screen.getByTestId('state-dialog').style.getPropertyValue('--modal-size')).toBe(rem(318));
  });

  it.each([
    [WorkState.NONE, 'None', ['Change to To Do'], false],
    [WorkState.TODO, 'To Do', ['Change to Doing'], false],
    [WorkState.DOING, 'Doing', ['Change to Review'], false],
    [WorkState.REVIEW, 'Review', ['Back to Doing', 'Change to Done'], true],
    [WorkState.DONE, 'Done', [], false],
  ] as const)('in state %i (%s) offers %j, a message box only in Review, and force always', async (state, label, buttons, message) => {
    setup(state);
    expect(await currentState()).toBe(label);
    expect(moveButtons()).toEqual(buttons);
    expect(dialog().queryByLabelText('Message') !== null).toBe(message);
    expect(dialog().getByRole('button', { name: 'Force change state' })).toBeInTheDocument();
  });

  it('sends a move, then shows the new state and its moves', async () => {
    const { put, onChanged } = setup(WorkState.NONE);
    await currentState();
    fireEvent.click(dialog().getByRole('button', { name: 'Change to To Do' }));
    await waitFor(async () => expect(await currentState()).toBe('To Do'));
    expect(put).toHaveBeenCalledWith(CHANGE_PATH, { state: WorkState.TODO });
    expect(onChanged).toHaveBeenCalledWith(WorkState.TODO);
    expect(moveButtons()).toEqual(['Change to Doing']);
  });

  it('sends the Review message with either button', async () => {
    const { put } = setup(WorkState.REVIEW);
    await currentState();
    fireEvent.change(dialog().getByLabelText('Message'), { target: { value: '  Line 2 needs a new take ' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Back to Doing' }));
    await waitFor(async () => expect(await currentState()).toBe('Doing'));
    expect(put).toHaveBeenCalledWith(CHANGE_PATH, { state: WorkState.DOING, message: 'Line 2 needs a new take' });
  });

  it('forces any state through the force dialog', async () => {
    const { put } = setup(WorkState.DONE);
    await currentState();
    fireEvent.click(dialog().getByRole('button', { name: 'Force change state' }));
    const force = within(await screen.findByRole('dialog', { name: 'Force change state' }));
    expect((force.getByRole('button', { name: 'Change' }) as HTMLButtonElement).disabled).toBe(true);
    expect(force.getAllByRole('radio').map((o) => (o as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['None', 'To Do', 'Doing', 'Review']);
    fireEvent.click(force.getByRole('radio', { name: 'None' }));
    fireEvent.change(force.getByLabelText('Message'), { target: { value: 'Rewritten from scratch' } });
    fireEvent.click(force.getByRole('button', { name: 'Change' }));
    await waitFor(async () => expect(await currentState()).toBe('None'));
    expect(put).toHaveBeenCalledWith(CHANGE_PATH, { state: WorkState.NONE, message: 'Rewritten from scratch', force: true });
  });

  it("shows the server's refusal", async () => {
    setup(WorkState.TODO, 'Cannot change from To Do to Doing: not assigned');
    await currentState();
    fireEvent.click(dialog().getByRole('button', { name: 'Change to Doing' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot change from To Do to Doing: not assigned');
    expect(await currentState()).toBe('To Do');
  });
});
