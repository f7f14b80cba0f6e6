import { asc, eq } from 'drizzle-orm';
import { resourceRows, users, type Db, type SeedContext } from '../../../sdk/server';
import { BoardType, MODULE, plural, WorkState } from '../../../sdk/shared';
import type { CardTag } from '../types';
import { BOARD_ITEM_REFS } from '../server/items';
import { boardCards, boardComments, boards } from '../server/tables';
import { workStateHistory, workStates } from '../../../sdk/server';

/**
 * Two boards per demo course (segments, panel sentences) whose cards are the course's own
 * segments and panels, titled after them, in the lesson of their panel: across the four columns,
 * and some still in NONE for the wizard. Made once the other plugins' demo records exist
 * (afterDemos), found through their resources. No freelance users are created (every password hash
 * slows the tests): cards start unassigned.
 */

/** The states of a board's items, in the order of their records (ids), as many as it has. */
const STATES: WorkState[] = [
  WorkState.TODO,
  WorkState.DOING,
  WorkState.TODO,
  WorkState.DONE,
  WorkState.REVIEW,
  WorkState.NONE,
  WorkState.DOING,
  WorkState.DONE,
  WorkState.TODO,
  WorkState.NONE,
  WorkState.REVIEW,
  WorkState.DONE,
];

const BOARDS = [
  { type: BoardType.SEGMENTS, name: 'Segments: lessons 1 to 5' },
  { type: BoardType.PANEL_SENTENCES, name: 'Panel sentences: lessons 1 to 5' },
];

const COMMENTS = ['Please keep the informal register throughout.', 'The audio for the second line is missing.'];

function tagsOf(n: number, lesson: number | null): CardTag[] {
  const tags: CardTag[] = lesson === null ? [] : [{ text: `L${lesson}`, class: 'tag_gray' }];
  if (n % 3 === 0) tags.push({ text: plural((n % 4) + 2, 'revision'), class: 'tag_green' });
  if (n % 4 === 1) tags.push({ text: 'audio', class: 'tag_orange' });
  return tags;
}

/** The items of a board type in a course: its records, with their title and lesson (a segment's: its panel's). */
async function itemsOf(db: Db, courseId: number, type: BoardType): Promise<{ refId: number; title: string; lesson: number | null }[]> {
  const panels = new Map((await resourceRows(db, MODULE.panels, courseId)).map((p) => [p.id, p]));
  const lessonOf = (panelId: unknown) => (panels.get(Number(panelId))?.lesson as number | null | undefined) ?? null;
  const rows = (await resourceRows(db, BOARD_ITEM_REFS[type], courseId)).sort((a, b) => a.id - b.id).slice(0, STATES.length);
  return type === BoardType.SEGMENTS
    ? rows.map((r) => ({ refId: r.id, title: String(r.target || `Segment #${r.id}`), lesson: lessonOf(r.panelId) }))
    : rows.map((r) => ({ refId: r.id, title: String(r.title), lesson: lessonOf(r.id) }));
}

export async function afterDemos({ db, courses }: SeedContext): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.admin, true)).orderBy(asc(users.id)).limit(1);
  const day = 86_400_000;
  const start = Date.UTC(2026, 9, 1);
  for (const course of courses) {
    for (const b of BOARDS) {
      const [board] = await db.insert(boards).values({ courseId: course.id, name: b.name, type: b.type }).returning({ id: boards.id });
      const items = (await itemsOf(db, course.id, b.type)).map((it, n) => ({ ...it, state: STATES[n] }));
      if (!items.length) continue;
      await db.insert(workStates).values(
        items.map((it, n) => ({
          boardType: b.type,
          refId: it.refId,
          courseId: course.id,
          state: it.state,
          lesson: it.lesson,
          updatedAt: new Date(start + (n + it.state) * day),
        })),
      );
      const history = items.flatMap((it, n) =>
        Array.from({ length: it.state }, (_, step) => ({
          boardType: b.type,
          refId: it.refId,
          userId: admin?.id ?? null,
          at: new Date(start + (n + step + 1) * day),
          fromState: step,
          toState: step + 1,
          message: step === 0 ? 'Wizard: lessons 1 to 5' : step === 3 ? 'Checked against the recording' : null,
        })),
      );
      if (history.length) await db.insert(workStateHistory).values(history);
      // Items in NONE get their card too: hidden until the wizard moves them to To do.
      const cards = await db
        .insert(boardCards)
        .values(
          items.map((it, n) => ({
            boardId: board.id,
            boardType: b.type,
            refId: it.refId,
            title: it.title,
            folder: it.lesson === null ? '' : `Lesson ${it.lesson}`,
            tags: tagsOf(n, it.lesson),
          })),
        )
        .returning({ id: boardCards.id });
      if (admin) {
        await db.insert(boardComments).values([
          { cardId: cards[0].id, userId: admin.id, text: COMMENTS[0], at: new Date(start + 2 * day) },
          { cardId: cards[Math.min(3, cards.length - 1)].id, userId: admin.id, text: COMMENTS[1], at: new Date(start + 5 * day) },
        ]);
      }
    }
  }
}
