import { z } from 'zod';
import { contract, MODULE, resourceContract, dialectRef, translationTextValue } from '../../sdk/shared';

/** The glossaries plugin's public face: its module keys and the route contracts other plugins call. */
export const GLOSSARIES = MODULE.glossaries;

/** A glossary entry's forms in one source dialect, comma-joined as the API carries them. */
const glossarySource = dialectRef.extend({ forms: z.string() });
export type GlossarySource = z.output<typeof glossarySource>;

/** A glossary entry as its editor shows it: its forms and its tooltip in each source dialect. */
const glossary = z.object({
  id: z.number(),
  courseId: z.number(),
  title: z.string(),
  flag: z.number(),
  version: z.number(),
  sources: z.array(glossarySource),
  tooltips: z.array(translationTextValue),
});
export type Glossary = z.output<typeof glossary>;

/** A glossary entry's grid row: its forms in the course's first source dialect. */
const glossaryRow = z.object({ id: z.number(), title: z.string(), flag: z.number(), forms: z.string() });
export type GlossaryRow = z.output<typeof glossaryRow>;

export const glossaryResource = resourceContract(
  { list: 'courses/:courseId/glossaries', create: 'courses/:courseId/glossaries', item: 'glossaries' },
  { record: glossary, row: glossaryRow },
);

const glossaryId = z.object({ id: z.coerce.number().int().positive() });
const sourcesAnswer = z.array(glossarySource);

/** The glossaries plugin's own routes besides its resource. */
export const glossariesApi = {
  sources: contract({
    method: 'GET',
    path: 'glossaries/:id/sources',
    params: glossaryId,
    answer: sourcesAnswer,
    summary: 'Forms per source dialect',
  }),
  blankSources: contract({
    method: 'GET',
    path: 'courses/:courseId/glossaries-source/new',
    params: z.object({ courseId: z.coerce.number().int().positive() }),
    answer: sourcesAnswer,
    summary: 'Blank forms for each source dialect',
  }),
  setSourceForms: contract({
    method: 'PUT',
    path: 'glossaries/:id/source-dialect/:dialectId',
    params: glossaryId.extend({ dialectId: z.coerce.number().int().positive() }),
    body: z.object({ forms: z.string().max(10_000) }),
    answer: sourcesAnswer,
    summary: 'Sets the forms (comma-joined) of one source dialect',
  }),
};
