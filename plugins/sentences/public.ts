import { z } from 'zod';
import { contract, MODULE, resourceContract, translationTextsBody, TranslationStatus, searchText, translationTextValue } from '../../sdk/shared';
import { NOTE_MAX } from './rules';
import { adaptation, sentence, sentenceRow, storedSentence } from './shared';

export type { Adaptation, Sentence, SentenceRow, StoredSentence } from './shared';

/** The sentences plugin's public face: its module keys and the route contracts other plugins call. */
export const SENTENCES = MODULE.sentences;
export const SOURCE_ADAPTATION = MODULE.sourceAdaptation;

export const sentenceResource = resourceContract(
  { list: 'groups/:courseId/sentences', create: 'groups/:courseId/sentences', item: 'sentences' },
  { record: sentence, row: sentenceRow },
);

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const courseParams = z.object({ courseId: id });
/** A record with an illustration, by module (ref) and id. */
const recordParams = z.object({ ref: id, refId: id });

/** A write of an illustration: status 1 is the spec's 'ok' (another status names the error), with the files the record has. */
export const illustrationAnswer = z.object({
  status: z.number(),
  hasSvg: z.boolean().optional(),
  hasPng: z.boolean().optional(),
  error: z.string().optional(),
});

/** A row of the Source Adaptation list. */
export const adaptationRow = z.object({ id: z.number(), target: z.string(), source: z.string(), sourceAdaptationNote: z.string() });
export type AdaptationRow = z.output<typeof adaptationRow>;

export const sentencesApi = {
  blankTargets: contract({
    method: 'GET',
    path: 'courses/:courseId/sentences-target/new',
    params: courseParams,
    answer: z.array(translationTextValue),
    summary: 'Blank texts for each target dialect of the course',
  }),
  targets: contract({
    method: 'GET',
    path: 'sentences/:id/targets',
    params: idParams,
    answer: z.array(translationTextValue),
    summary: "The sentence's text in each target dialect",
  }),
  setTarget: contract({
    method: 'PUT',
    path: 'sentences/:id/target-dialect/:dialectId',
    params: idParams.extend({ dialectId: id }),
    body: z.object({ text: z.string().max(20_000), status: z.nativeEnum(TranslationStatus).optional(), version: z.number().int().optional() }),
    answer: storedSentence.nullable(),
    summary: "Sets the sentence's text in one target dialect (optional version: 409 when stale); answers the sentence",
  }),
  // Illustrations (spec 2 §2, §5, §7, §8); only sentences (ref 16) have them for now.
  // contract() types multipart as a boolean: the literal true makes callers send a form.
  uploadIllustration: {
    ...contract({
      method: 'POST',
      path: 'svg/:ref/:refId',
      params: recordParams,
      answer: illustrationAnswer,
      summary: 'Uploads the illustration of a record: multipart with an svg and a png file (both needed); answers data.status 1',
    }),
    multipart: true as const,
  },
  removeIllustration: contract({
    method: 'DELETE',
    path: 'svg/:ref/:refId',
    params: recordParams,
    answer: illustrationAnswer,
    summary: 'Removes the illustration of a record; answers data.status 1',
  }),
  illustrationFile: contract({
    method: 'GET',
    path: 'svg/:ref/:refId/:file',
    params: recordParams.extend({ file: z.string().regex(/^(light|dark)\.(svg|png)$/, 'Expected light or dark, .svg or .png') }),
    answer: z.custom<Uint8Array>(),
    summary: 'The illustration file of a record (light or dark preview background; the same file)',
  }),
  // Source Adaptation (module 20): the sentences with a note, the note and sources edited on the sentence record (same version).
  adaptations: contract({
    method: 'GET',
    path: 'groups/:courseId/source-adaptation',
    params: courseParams,
    query: z.object({ text: searchText.optional() }),
    answer: z.array(adaptationRow),
    summary: 'Sentences of the course with a source adaptation note (?text searches texts and notes)',
  }),
  adaptationRow: contract({
    method: 'GET',
    path: 'groups/:courseId/source-adaptation/:id',
    params: courseParams.extend(idParams.shape),
    answer: adaptationRow,
    summary: 'One row of the list (404 when the sentence is not in the course or has no note)',
  }),
  adaptation: contract({
    method: 'GET',
    path: 'source-adaptation/:id',
    params: idParams,
    answer: adaptation,
    summary: 'A sentence as Source Adaptation edits it: note, sources, targets (read-only) and version',
  }),
  saveAdaptation: contract({
    method: 'PUT',
    path: 'source-adaptation/:id',
    params: idParams,
    body: z.object({ sourceAdaptationNote: z.string().max(NOTE_MAX), sources: translationTextsBody.default([]), version: z.number().int() }),
    answer: adaptation.extend({ row: adaptationRow.nullable() }),
    summary:
      'Saves the note and the source texts of a sentence; 409 when the version is stale; answers the sentence as GET does and its grid row (row: null once it has no note)',
  }),
};
