import { asc, eq } from 'drizzle-orm';
import { users, type SeedContext } from '../../../sdk/server';
import type { WorkState } from '../../../sdk/shared';
import type { CardTag } from '../types';
import { BoardType } from '../../../sdk/shared';
import { boardCards, boardComments, boards } from '../server/tables';
import { workStateHistory, workStates } from '../../../sdk/server';

/**
 * Two boards per demo course (segments, panel sentences), each with twelve cards across the four
 * columns and three items still in NONE for the wizard. The items belong to modules that do not
 * exist yet, so their ids are placeholders (course * 100000 + type * 1000 + n) and the cards carry
 * the titles. No freelance users are created (every password hash slows the tests): cards start
 * unassigned.
 */

const TOPICS = ['Greetings', 'At the café', 'Numbers', 'Family', 'Directions', 'Shopping', 'Weather', 'Telling the time',
  'Travel', 'Food', 'Hobbies', 'Work', 'The house', 'Health', 'Holidays'];

/** Twelve cards: three to do, three doing, two in review, four done; then three items in NONE. */
const STATES = [1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 4, 0, 0, 0] as WorkState[];

const BOARDS = [
  { type: BoardType.SEGMENTS, name: 'Segments: lessons 1 to 5', noun: 'Segment' },
  { type: BoardType.PANEL_SENTENCES, name: 'Panel sentences: lessons 1 to 5', noun: 'Panel' },
];

const COMMENTS = ['Please keep the informal register throughout.', 'The audio for the second line is missing.'];

function tagsOf(n: number, lesson: number): CardTag[] {
  const tags: CardTag[] = [{ text: `L${lesson}`, class: 'tag_gray' }];
  if (n % 3 === 0) tags.push({ text: `${(n % 4) + 2} xx`, class: 'tag_green' });
  if (n % 4 === 1) tags.push({ text: 'audio', class: 'tag_orange' });
  return tags;
}

export default async function seedBoards({ db, courses }: SeedContext): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.admin, true)).orderBy(asc(users.id)).limit(1);
  const day = 86_400_000;
  const start = Date.UTC(2026, 9, 1);
  for (const course of courses) {
    for (const b of BOARDS) {
      const [board] = await db.insert(boards).values({ courseId: course.id, name: b.name, type: b.type }).returning({ id: boards.id });
      const items = STATES.map((state, n) => ({
        refId: course.id * 100_000 + b.type * 1_000 + n + 1, state,
        lesson: n < 12 ? Math.floor(n / 3) + 1 : 6 + (n - 12),
        title: `${b.noun} ${n + 1}: ${TOPICS[n]}`,
      }));
      await db.insert(workStates).values(items.map((it, n) => ({
        boardType: b.type, refId: it.refId, courseId: course.id, state: it.state, lesson: it.lesson, updatedAt: new Date(start + (n + it.state) * day),
      })));
      const history = items.flatMap((it, n) => Array.from({ length: it.state }, (_, step) => ({
        boardType: b.type, refId: it.refId, userId: admin?.id ?? null,
        at: new Date(start + (n + step + 1) * day), fromState: step, toState: step + 1,
        message: step === 0 ? 'Wizard: lessons 1 to 5' : step === 3 ? 'Checked against the recording' : null,
      })));
      if (history.length) await db.insert(workStateHistory).values(history);
      // Items in NONE get their card too: hidden until the wizard moves them to To do.
      const cards = await db.insert(boardCards).values(items.map((it, n) => ({
        boardId: board.id, boardType: b.type, refId: it.refId, title: it.title, folder: `Lesson ${it.lesson}`, tags: tagsOf(n, it.lesson),
      }))).returning({ id: boardCards.id });
      if (admin) {
        await db.insert(boardComments).values([
          { cardId: cards[0].id, userId: admin.id, text: COMMENTS[0], at: new Date(start + 2 * day) },
          { cardId: cards[3].id, userId: admin.id, text: COMMENTS[1], at: new Date(start + 5 * day) },
        ]);
      }
    }
  }
}
