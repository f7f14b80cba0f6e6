import { createHash } from 'node:crypto';
import { inlinePieces, xmlAttrs, xmlText, type InlinePiece } from '../../../../sdk/server';
import { TranslationStatus } from '../../../../sdk/shared';
import type { XliffVersion } from '../../public';

/** What a row was when exported (its target and status), carried in the file to tell a conflict on import. */
export const rowBase = (toText: string, status: number) => createHash('sha1').update(`${toText}\u001f${status}`).digest('hex').slice(0, 16);

/** Our namespace in XLIFF 2.0, for the base (XLIFF 1.2 keeps it in the unit's extradata). */
export const LINGO_NS = 'urn:lingo-backoffice:xliff';

export const STATE_OUT: Record<XliffVersion, Record<number, string>> = {
  '1.2': { [TranslationStatus.PENDING]: 'new', [TranslationStatus.DOING]: 'translated', [TranslationStatus.DONE]: 'final' },
  '2.0': { [TranslationStatus.PENDING]: 'initial', [TranslationStatus.DOING]: 'translated', [TranslationStatus.DONE]: 'final' },
};

/** A file's state as a row status: final (and 1.2's signed-off) done, new/initial/needs-translation pending, the rest doing. */
export function statusOf(state: string | undefined, approved: boolean, target: string): number {
  if (state === 'final' || state === 'signed-off' || (!state && approved)) return TranslationStatus.DONE;
  if (state === 'new' || state === 'initial' || state === 'needs-translation') return TranslationStatus.PENDING;
  if (!state) return target.trim() ? TranslationStatus.DOING : TranslationStatus.PENDING;
  return TranslationStatus.DOING;
}

/** XLIFF 1.2's ctype: a placeholder's from its list (lb, image, pb) or x-…; a paired code's from bold, italic, underlined, link or x-…. */
const ctype = (p: InlinePiece & { kind: 'open' | 'close' | 'standalone' }) =>
  p.kind === 'standalone' && ['bold', 'italic', 'underlined', 'link'].includes(p.type) ? `x-${p.type}` : p.type;

/**
 * A target's pieces with the ids of the source's codes (the same code text, in order), so that
 * another tool sees them as the source's codes moved; a code the source lacks gets a new id.
 */
export function targetPieces(source: InlinePiece[], target: string): InlinePiece[] {
  const pieces = inlinePieces(target);
  const free = source.filter((p) => p.kind !== 'text');
  let next = Math.max(0, ...free.map((p) => p.id));
  const renamed = new Map<number, number>();
  return pieces.map((p) => {
    if (p.kind === 'text') return p;
    if (p.kind === 'close' && renamed.has(p.id)) return { ...p, id: renamed.get(p.id) ?? p.id };
    const at = free.findIndex((s) => s.kind === p.kind && s.code === p.code);
    const id = at >= 0 ? free.splice(at, 1)[0].id : ++next;
    renamed.set(p.id, id);
    return { ...p, id };
  });
}

/** XLIFF 1.2 inline: <bpt>/<ept>/<ph> holding the code. */
export function inline12(pieces: InlinePiece[]): string {
  return pieces
    .map((p) => {
      if (p.kind === 'text') return xmlText(p.text);
      if (p.kind === 'open') return `<bpt${xmlAttrs({ id: p.id, ctype: ctype(p) })}>${xmlText(p.code)}</bpt>`;
      if (p.kind === 'close') return `<ept${xmlAttrs({ id: p.id })}>${xmlText(p.code)}</ept>`;
      return `<ph${xmlAttrs({ id: p.id, ctype: ctype(p) })}>${xmlText(p.code)}</ph>`;
    })
    .join('');
}

/** XLIFF 2.0 inline: <sc>/<ec>/<ph> pointing at the unit's originalData (dataRef by the code's text). */
export function inline20(pieces: InlinePiece[], dataId: (code: string) => string): string {
  return pieces
    .map((p) => {
      if (p.kind === 'text') return xmlText(p.text);
      if (p.kind === 'open') return `<sc${xmlAttrs({ id: p.id, dataRef: dataId(p.code) })}/>`;
      if (p.kind === 'close') return `<ec${xmlAttrs({ startRef: p.id, dataRef: dataId(p.code) })}/>`;
      return `<ph${xmlAttrs({ id: p.id, dataRef: dataId(p.code) })}/>`;
    })
    .join('');
}
