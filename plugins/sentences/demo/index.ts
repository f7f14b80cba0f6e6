import { courseDialectList, insertTranslations, type BulkTranslation, type Db, type SeedContext } from '../../../sdk/server';
import type { DialectRef } from '../../../sdk/shared';
import { SENTENCES } from '../public';
import { adaptationNotes, genderCodeOf, randomSentenceSpec, readByOf, realizeSentence, type SentenceSpec } from './sentence-generator';
import { PHRASES, STATES, type Lang } from './sentence-templates';
import { sentences } from '../server/tables';

/** Sentences per demo course: a small demo, or the benchmark dataset. */
export const SENTENCE_COUNTS = { small: 80, large: 40_000 } as const;
/** How often a sentence with something to say about its source gets a source adaptation note. */
const NOTE_RATE = { small: 0.2, large: 0.03 } as const;
const INSERT_BATCH = 5000;

/** The small demo starts with these, so every course shows the gender codes and some notes. */
function showcase(): SentenceSpec[] {
  const phrase = (en: string, gender: 'm' | 'f' = 'f'): SentenceSpec => ({ kind: 'phrase', phrase: PHRASES.findIndex((p) => p.en === en), gender });
  const state = (en: string, form: 'i' | 'you' | 'both' | 'we', speaker: 'm' | 'f', addressee: 'm' | 'f'): SentenceSpec => ({
    kind: 'state',
    state: STATES.findIndex((s) => s.en === en),
    form,
    speaker,
    addressee,
  });
  return [
    phrase('Good morning!'),
    phrase('Nice to meet you.', 'm'),
    phrase("I'm a student.", 'f'),
    phrase("How are you? — I'm fine, thanks."),
    phrase('The check, please.'),
    phrase('Where is the bathroom?'),
    phrase("You're welcome."),
    phrase('Happy birthday!'),
    state('tired', 'i', 'f', 'm'),
    state('ready', 'you', 'm', 'm'),
    state('happy', 'both', 'm', 'f'),
    state('busy', 'we', 'm', 'm'),
  ];
}

interface Planned {
  genderCode: string;
  readBy: string;
  note: string;
  texts: { dialectId: number; text: string }[];
}

/** `count` sentences of a course: their texts in its target and source dialects, gender code, reader and note. */
export function planSentences(
  count: number,
  languageCode: string,
  targets: DialectRef[],
  sources: DialectRef[],
  random: () => number,
  noteRate: number,
  withShowcase: boolean,
): Planned[] {
  const specs = withShowcase ? showcase().slice(0, count) : [];
  while (specs.length < count) specs.push(randomSentenceSpec(random));
  const sourceCodes = sources.map((s) => s.dialectCode);
  return specs.map((spec, i) => {
    const genderCode = genderCodeOf(spec, languageCode as Lang);
    const notes = targets.length ? adaptationNotes(spec, targets[0].dialectCode, sourceCodes) : [];
    const curated = spec.kind === 'phrase' && !!PHRASES[spec.phrase].note && i < 12;
    return {
      genderCode,
      readBy: readByOf(genderCode, random),
      note: notes.length && (curated || random() < noteRate) ? notes[0] : '',
      texts: [...targets, ...sources].map((d) => ({ dialectId: d.dialectId, text: realizeSentence(spec, d.dialectCode) })),
    };
  });
}

async function insertPlanned(db: Db, courseId: number, planned: Planned[]): Promise<void> {
  for (let i = 0; i < planned.length; i += INSERT_BATCH) {
    const chunk = planned.slice(i, i + INSERT_BATCH);
    const ids = await db
      .insert(sentences)
      .values(chunk.map((p) => ({ courseId, genderCode: p.genderCode, readBy: p.readBy, sourceAdaptationNote: p.note })))
      .returning({ id: sentences.id });
    const bulk: BulkTranslation[] = chunk.map((p, j) => ({ courseId, ref: SENTENCES, refId: ids[j].id, field: 'text', texts: p.texts }));
    await insertTranslations(db, bulk);
  }
}

/** Sentences for every demo course, generated from the templates in the course's language and its source dialects. */
export default async function seedSentences({ db, courses, size, random }: SeedContext): Promise<void> {
  for (const course of courses) {
    const [targets, sources] = await Promise.all([courseDialectList(db, course.id, 'target'), courseDialectList(db, course.id, 'source')]);
    const planned = planSentences(SENTENCE_COUNTS[size], course.languageCode, targets, sources, random, NOTE_RATE[size], true);
    await insertPlanned(db, course.id, planned);
  }
}
