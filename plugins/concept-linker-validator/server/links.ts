import { and, eq } from 'drizzle-orm';
import { conceptLinks, HttpError, relink, unlink, type Db } from '../../../sdk/server';
import type { ConceptRef } from '../shared';

/** What an item knows of the link it validates (its agent input carries it). */
export interface LinkSlot {
  linkId: number;
  courseId: number;
  /** The linked text: its module, record and dialect. */
  ref: number;
  refId: number;
  dialectId: number;
  positions: number[];
  main: ConceptRef;
  alternatives: ConceptRef[];
}

export type LinkRow = typeof conceptLinks.$inferSelect;

const same = (a: ConceptRef, b: ConceptRef) => a.ref === b.ref && a.refId === b.refId;
const conceptOf = (r: LinkRow): ConceptRef => ({ ref: r.conceptRef, refId: r.conceptRefId });
const samePositions = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((p, i) => p === [...b].sort((x, y) => x - y)[i]);

/**
 * The link an item validates as it is now: by its id, or (the linker editor stores a text's links
 * anew, with new ids) the link of the same text, dialect and positions naming the main concept or
 * an alternative. null when there is none.
 */
export async function currentLink(db: Db, slot: LinkSlot): Promise<LinkRow | null> {
  const [byId] = await db.select().from(conceptLinks).where(eq(conceptLinks.id, slot.linkId));
  if (byId && byId.ref === slot.ref && byId.refId === slot.refId && byId.dialectId === slot.dialectId) return byId;
  const ofText = await textLinks(db, slot);
  const concepts = [slot.main, ...slot.alternatives];
  return ofText.find((l) => samePositions(l.positions, slot.positions) && concepts.some((c) => same(c, conceptOf(l)))) ?? null;
}

const textLinks = (db: Db, slot: LinkSlot) =>
  db
    .select()
    .from(conceptLinks)
    .where(and(eq(conceptLinks.ref, slot.ref), eq(conceptLinks.refId, slot.refId), eq(conceptLinks.dialectId, slot.dialectId)))
    .orderBy(conceptLinks.id);

/**
 * Makes the words of the slot link `to` (or nothing, for null): relinks the current link, removes
 * it, or links the words again when a previous decision removed the link. Refused (409) when the
 * words are linked to another concept meanwhile.
 */
export async function setLink(db: Db, slot: LinkSlot, to: ConceptRef | null): Promise<void> {
  const link = await currentLink(db, slot);
  if (!to) {
    if (link) await unlink(db, link.id);
    return;
  }
  if (link) {
    if (!same(conceptOf(link), to)) await relink(db, link.id, to);
    return;
  }
  const taken = (await textLinks(db, slot)).some((l) => l.positions.some((p) => slot.positions.includes(p)));
  if (taken) throw new HttpError(409, 'These words are linked to another concept now');
  await db.insert(conceptLinks).values({
    courseId: slot.courseId,
    ref: slot.ref,
    refId: slot.refId,
    dialectId: slot.dialectId,
    conceptRef: to.ref,
    conceptRefId: to.refId,
    positions: [...slot.positions].sort((a, b) => a - b),
    inflectStudied: null,
  });
}
