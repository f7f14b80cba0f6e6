import { inlinePieces } from './inline-codes';
import { readXml, xmlAttrs, xmlText, XmlFileError } from './xml';

/**
 * TMX 1.4b (LISA/GALA), written piece by piece and read as a stream: a memory of any size goes
 * out and comes in without being held whole. Inline codes travel as <bpt>/<ept>/<ph> holding the
 * code itself, so another tool protects them and the text comes back as it left.
 */

/** 20261128T180000Z. */
export const tmxDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export interface TmxHead {
  /** The source language of the units, or '*all*' when they have none in particular. */
  srclang: string;
  adminlang?: string;
  creationdate?: Date;
  creationtool?: string;
}

/** The file's opening: declaration, doctype, header and the body's start. */
export function tmxStart(h: TmxHead): string {
  const header = xmlAttrs({
    creationtool: h.creationtool ?? 'Lingo back office',
    creationtoolversion: '1',
    segtype: 'sentence',
    'o-tmf': 'lingo',
    adminlang: h.adminlang ?? 'en-US',
    srclang: h.srclang,
    datatype: 'html',
    creationdate: tmxDate(h.creationdate ?? new Date()),
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n<tmx version="1.4">\n<header${header}/>\n<body>\n`;
}

export const TMX_END = '</body>\n</tmx>\n';

export interface TmxVariant {
  lang: string;
  text: string;
  changedate?: Date;
}

export interface TmxUnit {
  tuid?: string;
  creationdate?: Date;
  changedate?: Date;
  /** <prop type="…"> values (x-course, x-ref…). */
  props?: Record<string, string>;
  notes?: string[];
  variants: TmxVariant[];
}

/** A segment's content: text, and its inline codes as <bpt>, <ept> and <ph>. */
export function tmxSeg(text: string): string {
  return inlinePieces(text)
    .map((p) => {
      if (p.kind === 'text') return xmlText(p.text);
      if (p.kind === 'open') return `<bpt${xmlAttrs({ i: p.id, type: p.type })}>${xmlText(p.code)}</bpt>`;
      if (p.kind === 'close') return `<ept${xmlAttrs({ i: p.id })}>${xmlText(p.code)}</ept>`;
      return `<ph${xmlAttrs({ x: p.id, type: p.type })}>${xmlText(p.code)}</ph>`;
    })
    .join('');
}

export function tmxUnit(u: TmxUnit): string {
  const attrs = xmlAttrs({
    tuid: u.tuid,
    creationdate: u.creationdate && tmxDate(u.creationdate),
    changedate: u.changedate && tmxDate(u.changedate),
  });
  const notes = (u.notes ?? []).map((n) => `<note>${xmlText(n)}</note>`).join('');
  const props = Object.entries(u.props ?? {})
    .map(([type, value]) => `<prop${xmlAttrs({ type })}>${xmlText(value)}</prop>`)
    .join('');
  const tuvs = u.variants
    .map((v) => `<tuv${xmlAttrs({ 'xml:lang': v.lang, changedate: v.changedate && tmxDate(v.changedate) })}><seg>${tmxSeg(v.text)}</seg></tuv>`)
    .join('');
  return `<tu${attrs}>${notes}${props}${tuvs}</tu>\n`;
}

/** A unit as read: its variants' texts with their codes put back, and the line it starts on. */
export interface TmxReadUnit {
  tuid?: string;
  line: number;
  props: Record<string, string>;
  variants: { lang: string; text: string }[];
}

export interface TmxReader {
  /** The header, when read (before any unit). */
  onHeader?: (head: { srclang?: string }) => void;
  /** A batch of units, awaited before more of the file is read. */
  onUnits: (units: TmxReadUnit[]) => Promise<void>;
  batchSize?: number;
}

/**
 * Reads a TMX file as a stream, handing its units on in batches (awaited before more is read).
 * Answers the header's srclang and the count of units. A file that is not well-formed XML, not TMX, or has a <tuv>
 * without a language throws an XmlFileError naming the line.
 */
export async function readTmx(
  source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  { onHeader, onUnits, batchSize = 1000 }: TmxReader,
): Promise<{ srclang?: string; units: number }> {
  let srclang: string | undefined;
  let root = true;
  let unit: TmxReadUnit | undefined;
  let lang: string | undefined;
  let text: string | undefined;
  let propType: string | undefined;
  let pending: TmxReadUnit[] = [];
  let count = 0;
  await readXml(
    source,
    {
      open(el) {
        if (root) {
          if (el.name !== 'tmx') throw new XmlFileError(el.line, `not a TMX file (its root element is <${el.name}>, not <tmx>)`);
          root = false;
          return;
        }
        if (text !== undefined) return; // inline elements of a segment or a prop: their text is the code
        if (el.name === 'header') {
          srclang = el.attrs.srclang;
          onHeader?.({ srclang });
        } else if (el.name === 'tu') unit = { tuid: el.attrs.tuid, line: el.line, props: {}, variants: [] };
        else if (el.name === 'tuv') {
          if (!unit) throw new XmlFileError(el.line, '<tuv> outside a <tu>');
          lang = el.attrs['xml:lang'] ?? el.attrs.lang;
          if (!lang) throw new XmlFileError(el.line, '<tuv> without xml:lang');
        } else if (el.name === 'seg') {
          if (!lang) throw new XmlFileError(el.line, '<seg> outside a <tuv>');
          text = '';
        } else if (el.name === 'prop' && unit && !lang) {
          propType = el.attrs.type ?? '';
          text = '';
        }
      },
      text(t) {
        if (text !== undefined) text += t;
      },
      close(name) {
        if (name === 'seg' && unit && lang && text !== undefined) {
          unit.variants.push({ lang, text });
          text = undefined;
        } else if (name === 'prop' && unit && propType !== undefined && text !== undefined) {
          unit.props[propType] = text;
          propType = undefined;
          text = undefined;
        } else if (name === 'tuv') lang = undefined;
        else if (name === 'tu' && unit) {
          pending.push(unit);
          count++;
          unit = undefined;
        }
      },
    },
    async () => {
      if (pending.length < batchSize) return;
      const batch = pending;
      pending = [];
      await onUnits(batch);
    },
  );
  if (root) throw new XmlFileError(1, 'not a TMX file (no root element)');
  if (pending.length) await onUnits(pending);
  return { srclang, units: count };
}

/**
 * The dialect a file's language names, of those given: the same code (case aside), else the one
 * dialect of its language ('en' for a course with en-US alone); undefined when none or several.
 */
export function matchDialect<D extends { dialectId: number; dialectCode: string }>(lang: string, dialects: readonly D[]): D | undefined {
  const code = lang.trim().toLowerCase().replace(/_/g, '-');
  const exact = dialects.find((d) => d.dialectCode.toLowerCase() === code);
  if (exact) return exact;
  const language = code.split('-')[0];
  const same = dialects.filter((d) => d.dialectCode.toLowerCase().split('-')[0] === language);
  return same.length === 1 ? same[0] : undefined;
}
