import { uiLanguage, type Translate } from '../../../sdk/client';
import { isAllowedMove, WorkState, workStateMoves } from '../../../sdk/shared';
import { CARD_STATES, type CardState } from '../types';

const workState = (s: CardState): WorkState => WorkState.TODO + CARD_STATES.indexOf(s);
const cardState = (s: WorkState): CardState => CARD_STATES[s - WorkState.TODO];

/** A move a card can make from its column: where to and the State dialog's label for it. */
export interface CardMove {
  to: CardState;
  label: string;
}

/**
 * The moves the work-state rules allow a card (To do → Doing → Review → Done, Review back to
 * Doing); a freelance (forwardOnly) hands work over only: To do → Doing, Doing → Review.
 */
export function cardMoves(from: CardState, forwardOnly: boolean): CardMove[] {
  return workStateMoves(workState(from))
    .filter((m) => m.to >= WorkState.TODO && (!forwardOnly || (m.to === workState(from) + 1 && m.to <= WorkState.REVIEW)))
    .map((m) => ({ to: cardState(m.to), label: m.label }));
}

/** The server's refusal of a move the rules do not allow (sdk/shared refusedMoveMessage), in the UI language. */
function refusal(t: Translate, from: WorkState, to: WorkState): string {
  const name = (s: WorkState) => t(`workStates.${s}`);
  if (from === to) return t('moves.already', { state: name(to) });
  const allowed = workStateMoves(from).map((m) => name(m.to));
  if (!allowed.length) return t('moves.refusedFinal', { from: name(from), to: name(to) });
  return t('moves.refused', { from: name(from), to: name(to), allowed: new Intl.ListFormat(uiLanguage(), { type: 'disjunction' }).format(allowed) });
}

/** Whether a card may go from one column to another (a drop): the move, or why not (in the UI language). */
export function checkMove(from: CardState, to: CardState, forwardOnly: boolean, t: Translate): { ok: true } | { ok: false; message: string } {
  if (cardMoves(from, forwardOnly).some((m) => m.to === to)) return { ok: true };
  if (forwardOnly && isAllowedMove(workState(from), workState(to))) return { ok: false, message: t('moves.freelanceOnly') };
  return { ok: false, message: refusal(t, workState(from), workState(to)) };
}

/** The column beside a card's, on the right (1) or the left (-1); none past the board's edge. */
export function besideColumn(from: CardState, by: 1 | -1): CardState | undefined {
  return CARD_STATES[CARD_STATES.indexOf(from) + by];
}
