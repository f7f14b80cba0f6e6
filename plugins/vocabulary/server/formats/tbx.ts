import { eq, sql } from 'drizzle-orm';
import { courses, dialects, HttpError, idArray, notFound, rowsOf, xmlAttrs, xmlText, type Db } from '../../../../sdk/server';
import { refOf, WORD_FIELD } from '../voc-store';

/** TBX-Basic's parts of speech, from the course's word class names. */
const PART_OF_SPEECH: Record<string, string> = {
  noun: 'noun',
  nouns: 'noun',
  'proper noun': 'properNoun',
  verb: 'verb',
  verbs: 'verb',
  adjective: 'adjective',
  adjectives: 'adjective',
  adverb: 'adverb',
  adverbs: 'adverb',
};
const GENDER: Record<string, string> = { m: 'masculine', f: 'feminine', n: 'neuter', mf: 'other' };

interface EntryRow {
  id: number;
  title: string;
  word_class: string | null;
  terms: { d: number; t: string; g: string }[];
}

/**
 * GET courses/{c}/vocs/tbx?from=&to=: the course's vocabulary for a dialect pair as TBX-Basic (TBX
 * v2, martif): a termEntry per entry with a word in both dialects, a langSet per dialect, the term
 * with its part of speech (from the word class) and grammatical gender.
 */
export async function exportTbx(db: Db, courseId: number, from: number, to: number) {
  if (from === to) throw new HttpError(400, 'The two dialects must differ', { to: 'The two dialects must differ' });
  const [course] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound('Course');
  const codes = new Map(
    (await db.select({ id: dialects.id, code: dialects.code }).from(dialects)).filter((d) => d.id === from || d.id === to).map((d) => [d.id, d.code]),
  );
  if (!codes.has(from)) throw new HttpError(400, 'No such dialect', { from: 'No such dialect' });
  if (!codes.has(to)) throw new HttpError(400, 'No such dialect', { to: 'No such dialect' });
  const pair = [from, to];
  const rows = rowsOf<EntryRow>(
    await db.execute(sql`select v.id, v.title, wc.name as word_class,
        json_agg(json_build_object('d', tt.dialect_id, 't', tt.text, 'g', coalesce(vd.gender, '')) order by array_position(${idArray(pair)}, tt.dialect_id)) as terms
      from vocs v
      join translations tr on tr.ref = ${refOf(courseId)} and tr.ref_id = v.id and tr.field = ${WORD_FIELD}
      join translation_texts tt on tt.translation_id = tr.id and tt.dialect_id = any(${idArray(pair)}) and tt.text <> ''
      left join voc_dialects vd on vd.voc_id = v.id and vd.dialect_id = tt.dialect_id
      left join word_classes wc on wc.id = v.word_class_id
      where v.course_id = ${courseId}
      group by v.id, wc.name having count(*) = 2
      order by v.id`),
  );
  const entries = rows
    .map((r) => {
      const pos = PART_OF_SPEECH[(r.word_class ?? '').trim().toLowerCase()] ?? 'other';
      const langSets = r.terms
        .map((t) => {
          const gender = GENDER[t.g];
          const notes = `<termNote type="partOfSpeech">${pos}</termNote>${gender ? `<termNote type="grammaticalGender">${gender}</termNote>` : ''}`;
          return `<langSet${xmlAttrs({ 'xml:lang': codes.get(t.d) })}><tig><term>${xmlText(t.t)}</term>${notes}</tig></langSet>`;
        })
        .join('');
      return `<termEntry${xmlAttrs({ id: `voc-${r.id}` })}><descrip type="definition">${xmlText(r.title)}</descrip>${langSets}</termEntry>\n`;
    })
    .join('');
  const header = `<martifHeader><fileDesc><sourceDesc><p>${xmlText(`Vocabulary of ${course.name}`)}</p></sourceDesc></fileDesc><encodingDesc><p type="XCSURI">TBXBasicXCSV02.xcs</p></encodingDesc></martifHeader>`;
  const fileName = `${course.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'course'}-${codes.get(from)}-${codes.get(to)}.tbx`;
  return {
    fileName,
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n<martif${xmlAttrs({ type: 'TBX-Basic', 'xml:lang': codes.get(from) })}>\n${header}\n<text><body>\n${entries}</body></text>\n</martif>\n`,
  };
}
