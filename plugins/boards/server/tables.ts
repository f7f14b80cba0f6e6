import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { courses, users } from '../../../sdk/server';
import type { CardTag } from '../types';

/** A kanban board of one board type in a course. */
export const boards = pgTable(
  'boards',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: integer().notNull(),
  },
  (t) => [index('boards_course_idx').on(t.courseId)],
);

/** The freelances (users with the freelance flag) working on a board. */
export const boardFreelances = pgTable(
  'board_freelances',
  {
    boardId: integer()
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] })],
);

/**
 * A board's card for one item: what the board shows of it (title, folder, tags, the assigned
 * freelance). Its state is the item's work state; a card is shown while that is TODO or later.
 */
export const boardCards = pgTable(
  'board_cards',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    boardId: integer()
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    boardType: integer().notNull(),
    refId: integer().notNull(),
    title: text().notNull(),
    folder: text().notNull().default(''),
    tags: jsonb().$type<CardTag[]>().notNull().default(sql`'[]'::jsonb`),
    freelanceId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('board_cards_board_item').on(t.boardId, t.boardType, t.refId), index('board_cards_item_idx').on(t.boardType, t.refId)],
);

export const boardComments = pgTable(
  'board_comments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    cardId: integer()
      .notNull()
      .references(() => boardCards.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('board_comments_card_idx').on(t.cardId)],
);

/** Who has seen a comment (its author never needs a row: own comments are never unseen). */
export const boardCommentSeen = pgTable(
  'board_comment_seen',
  {
    commentId: integer()
      .notNull()
      .references(() => boardComments.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);
