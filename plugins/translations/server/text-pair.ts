import { and, eq, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { translationTexts } from '../../../sdk/server';

/** A translation's text in the dialect translated from, and in the dialect translated into. */
export const fromText = alias(translationTexts, 'from_text');
export const toText = alias(translationTexts, 'to_text');

/**
 * The one reader of a translation's text pair (a project row, an Agent QA case of the proposer):
 * the join conditions of fromText and toText for a translation id and the two dialects, each a
 * column or a value.
 */
export function textPair(translationId: AnyPgColumn, fromDialectId: AnyPgColumn | number, toDialectId: AnyPgColumn | number): { from: SQL; to: SQL } {
  return {
    from: and(eq(fromText.translationId, translationId), eq(fromText.dialectId, fromDialectId)) as SQL,
    to: and(eq(toText.translationId, translationId), eq(toText.dialectId, toDialectId)) as SQL,
  };
}
