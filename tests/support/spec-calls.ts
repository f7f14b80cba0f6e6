import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The calls the four specification documents name: every `METHOD path` of their section 7 ('The
 * calls it makes'), read as a reader reads them. Plain clauses are read by rule (`GET a, b and c`,
 * `GET/PUT/DELETE x`, `PUT, DELETE and GET x`, `{a|b}/x` and `x/a|b`, a query or a parenthesis
 * dropped); a clause the rule cannot read (a relative tail `/x` or `.../x`, a path-less method, a
 * method after its paths) must have a reading in READINGS, written once by hand, or the list fails.
 */
export interface SpecCall {
  doc: string;
  method: string;
  /** As the spec writes it, without a leading slash or a query: 'groups/{course}/pi-k-lines'. */
  path: string;
  clause: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const METHOD_WORD = /\b(GET|POST|PUT|DELETE)\b/;
const METHOD_SET = /^(?:GET|POST|PUT|DELETE)(?:\/(?:GET|POST|PUT|DELETE))*$/;
/** A full path: starts with a letter or `{`, or `/` then one; no spaces. */
const FULL_PATH = /^\/?[A-Za-z{][\w{}|\-./]*$/;

/**
 * Clauses the rule cannot read, as a reader reads them (the key is the clause as split: see
 * clausesOf). An empty reading: the clause names no call.
 */
export const READINGS: Record<string, string[]> = {
  // 1-shell-workflow-ai-review
  'POST, PUT and DELETE': [],
  'GET with a very long time-out and repeated array parameters': [],
  "Each check's own endpoint is fetched by GET": [],
  'POST concept-linker-validator/items/{id}/keep, /change and /unlink, empty bodies': [
    'POST concept-linker-validator/items/{id}/keep',
    'POST concept-linker-validator/items/{id}/change',
    'POST concept-linker-validator/items/{id}/unlink',
  ],
  'POST concept-linker-validator/{id}/bulk-keep, /bulk-change and /bulk-unlink, empty bodies': [
    'POST concept-linker-validator/{id}/bulk-keep',
    'POST concept-linker-validator/{id}/bulk-change',
    'POST concept-linker-validator/{id}/bulk-unlink',
  ],
  // 2-content-editors
  'GET courses/{id}/dialects-target and dialects-source': ['GET courses/{id}/dialects-target', 'GET courses/{id}/dialects-source'],
  'GET inflect-table-headers/dialects/{id} or /courses/{id}': ['GET inflect-table-headers/dialects/{id}', 'GET inflect-table-headers/courses/{id}'],
  'GET inflect-table-cells/dialects/{id}/word-classes/{wc} or /courses/{id}/word-classes/{wc}': [
    'GET inflect-table-cells/dialects/{id}/word-classes/{wc}',
    'GET inflect-table-cells/courses/{id}/word-classes/{wc}',
  ],
  'GET refs/{ref}/ref-ids/{id}/inflects-wordClass, /active-inflects, /dialects/{d}/inflects': [
    'GET refs/{ref}/ref-ids/{id}/inflects-wordClass',
    'GET refs/{ref}/ref-ids/{id}/active-inflects',
    'GET refs/{ref}/ref-ids/{id}/dialects/{d}/inflects',
  ],
  'PUT on the inflects path (body: inflects as JSON text)': ['PUT refs/{ref}/ref-ids/{id}/dialects/{d}/inflects'],
  'PUT .../dialects/{d}/auto-inflect': ['PUT refs/{ref}/ref-ids/{id}/dialects/{d}/auto-inflect'],
  'GET courses/{course}/inflect-ids and /inflect-positions': ['GET courses/{course}/inflect-ids', 'GET courses/{course}/inflect-positions'],
  'GET courses/{course}/active-inflect-templates (?text), /{id}, /select': [
    'GET courses/{course}/active-inflect-templates',
    'GET courses/{course}/active-inflect-templates/{id}',
    'GET courses/{course}/active-inflect-templates/select',
  ],
  'GET active-inflect-templates/new, /{id}, /{id}/active-inflects': [
    'GET active-inflect-templates/new',
    'GET active-inflect-templates/{id}',
    'GET active-inflect-templates/{id}/active-inflects',
  ],
  'PUT active-inflect-templates/{id} and /{id}/items (items as JSON of inflectCellId and active)': [
    'PUT active-inflect-templates/{id}',
    'PUT active-inflect-templates/{id}/items',
  ],
  'GET groups/{course}/compounds?text= or ?compoundType=': ['GET groups/{course}/compounds'],
  'POST, PUT and DELETE panels': ['POST panels', 'PUT panels/{id}', 'DELETE panels/{id}'],
  'GET groups/{course}/panels-factory (+/{id})': ['GET groups/{course}/panels-factory', 'GET groups/{course}/panels-factory/{id}'],
  'vocs/{id} with courseId': ['GET vocs/{id}'],
  'voc dialect endpoints': [],
  'GET groups/{course}/panels-intro, /{id}': ['GET groups/{course}/panels-intro', 'GET groups/{course}/panels-intro/{id}'],
  'PUT /vocs/{id}/parent (parent) and /vocs/{id}/parent-synonym (parentSynonym)': ['PUT vocs/{id}/parent', 'PUT vocs/{id}/parent-synonym'],
  'GET culturalvocs/{id} and /targets': ['GET culturalvocs/{id}', 'GET culturalvocs/{id}/targets'],
  'PUT .../target-dialects/{d} (the create path uses target-dialect)': ['PUT culturalvocs/{id}/target-dialects/{d}'],
  'courses/{course}/items-source/new and items-target/new': ['GET courses/{course}/items-source/new', 'GET courses/{course}/items-target/new'],
  'GET courses/{course}/glossaries and .../{id}': ['GET courses/{course}/glossaries', 'GET courses/{course}/glossaries/{id}'],
  'GET courses/{course}/table and /chart (+/{id}, ?text)': [
    'GET courses/{course}/table',
    'GET courses/{course}/chart',
    'GET courses/{course}/table/{id}',
    'GET courses/{course}/chart/{id}',
  ],
  'POST courses/{course}/table and /chart': ['POST courses/{course}/table', 'POST courses/{course}/chart'],
  'GET /courses/{id}/translation-source/new and translation-source/new': ['GET courses/{id}/translation-source/new', 'GET translation-source/new'],
  'PUT .../items/{id}/check': ['PUT translations/refs/{ref}/refs/{ref2}/items/{id}/check'],
  'PUT /translations/refs/{ref}/refs/{ref}/items/{id}/dialects/{d}': ['PUT translations/refs/{ref}/refs/{ref2}/items/{id}/dialects/{d}'],
  'GET /translations/projects, /{id}/grid-row, translations/projects/{id}, translations/projects/{id}/CAT, translations/projects/{projectId}/translations, /translations/projects/translations/{projectTranslationId}, /translations/projects/translations/{id}/memory-guest (response: memory list with fromText, text, similarity, course, id)':
    [
      'GET translations/projects',
      'GET translations/projects/{id}/grid-row',
      'GET translations/projects/{id}',
      'GET translations/projects/{id}/CAT',
      'GET translations/projects/{projectId}/translations',
      'GET translations/projects/translations/{projectTranslationId}',
      'GET translations/projects/translations/{id}/memory-guest',
    ],
  'GET .../checker-ref-elements-check?ids=a,b returning id and conceptLinkerDone per id': [
    'GET concepts-linker/groups/{course}/refs/{ref}/target-dialects/{d}/checker-ref-elements-check',
  ],
  'POST .../recover': ['POST audio/{ref}/{refId}/dialect/{d}/recover'],
  'POST multipart .../upload (file field audio)': ['POST audio/{ref}/{refId}/dialect/{d}/upload'],
  'GET .../download (result OK, fileData base64, mimeType, fileName)': ['GET audio/{ref}/{refId}/dialect/{d}/download'],
  'GET ref/{ref}/refId/{id}/notes': ['GET ref/{ref}/refId/{id}/notes'],
  'POST same (body note)': ['POST ref/{ref}/refId/{id}/notes'],
  'Not shown: the panel copy and clone response shapes, the translations helper, and the paths of some unlisted tabs': [],
  // 3-course-structure-admin
  'GET grid-columns/{gridName}?course={courseId} (or courseTitle)': ['GET grid-columns/{gridName}'],
  'GET groups/{courseId}/exercises and /{id}': ['GET groups/{courseId}/exercises', 'GET groups/{courseId}/exercises/{id}'],
  'GET groups/{courseId}/k-lines and /{id}': ['GET groups/{courseId}/k-lines', 'GET groups/{courseId}/k-lines/{id}'],
  'GET .../lessonOutline/{lessonId}': ['GET groups/{courseId}/dialects/default/lessonOutline/{lessonId}'],
  'GET courses/{courseId}/readings (search params) and /{id}': ['GET courses/{courseId}/readings', 'GET courses/{courseId}/readings/{id}'],
  'GET readings/{id}/exercises, /texts, /reading-texts-select': [
    'GET readings/{id}/exercises',
    'GET readings/{id}/texts',
    'GET readings/{id}/reading-texts-select',
  ],
  'POST readings/{id}/exercises/new and /texts/new': ['POST readings/{id}/exercises/new', 'POST readings/{id}/texts/new'],
  'GET courses/{courseId}/readings/check then GET .../readings/with-error': [
    'GET courses/{courseId}/readings/check',
    'GET courses/{courseId}/readings/with-error',
  ],
  'GET .../targets': ['GET readings/texts/{id}/targets'],
  'GET groups/{courseId}/lessons/titles, .../lessons/{id}/titles, lessons/{id}/targets': [
    'GET groups/{courseId}/lessons/titles',
    'GET groups/{courseId}/lessons/{id}/titles',
    'GET lessons/{id}/targets',
  ],
  'same for panels/titles and panels/{id}/targets': [
    'GET groups/{courseId}/panels/titles',
    'GET groups/{courseId}/panels/{id}/titles',
    'GET panels/{id}/targets',
  ],
  'GET courses/{c}/segments (text, panel) and /{id}': ['GET courses/{c}/segments', 'GET courses/{c}/segments/{id}'],
  'GET segments/{id} and /targets': ['GET segments/{id}', 'GET segments/{id}/targets'],
  'GET courses/{c}/segments/check and /with-error': ['GET courses/{c}/segments/check', 'GET courses/{c}/segments/with-error'],
  'audio-artists list, get, new': ['GET audio-artists', 'GET audio-artists/{id}', 'GET audio-artists/new'],
  'POST create': ['POST audio-artists'],
  'GET .../refs/{ref}/audio-words-count (wordCounts any or m,f,mf; ids)': ['GET courses/{c}/target-dialects/{d}/refs/{ref}/audio-words-count'],
  'GET .../refs/{ref}/audio-create-sets (startLesson, endLesson, artists)': ['GET courses/{c}/target-dialects/{d}/refs/{ref}/audio-create-sets'],
  'upload wav to audio-sets/{id}/upload': ['POST audio-sets/{id}/upload'],
  'courses/{c}/conj-template (list with search text; GET, POST)': ['GET courses/{c}/conj-template', 'POST courses/{c}/conj-template'],
  'conj-template/new': ['GET conj-template/new'],
  'conj-template/{id} GET, PUT, DELETE': ['GET conj-template/{id}', 'PUT conj-template/{id}', 'DELETE conj-template/{id}'],
  'languages/{l}/conj-rules, conj-rules/new, conj-rules/{id}, POST languages/{l}/conj-rules': [
    'GET languages/{l}/conj-rules',
    'GET conj-rules/new',
    'GET conj-rules/{id}',
    'POST languages/{l}/conj-rules',
  ],
  'GET conjugationBatchApply-resources': ['GET conjugationBatchApply-resources'],
  'GET groups/{c}/refs/{ref}/conjugationBatchApply-check and conjugationBatchApply?ids=': [
    'GET groups/{c}/refs/{ref}/conjugationBatchApply-check',
    'GET groups/{c}/refs/{ref}/conjugationBatchApply',
  ],
  'languages/{l}/conjugation-root-changes (CRUD) plus conjugation-root-changes/new and /{id}': [
    'GET languages/{l}/conjugation-root-changes',
    'POST languages/{l}/conjugation-root-changes',
    'GET conjugation-root-changes/new',
    'GET conjugation-root-changes/{id}',
    'PUT conjugation-root-changes/{id}',
    'DELETE conjugation-root-changes/{id}',
  ],
  'courses/{c}/literals list, get, POST': ['GET courses/{c}/literals', 'GET courses/{c}/literals/{id}', 'POST courses/{c}/literals'],
  'literals/new': ['GET literals/new'],
  'POST {mockEndpoint}/{id}/mock for a mock call': [],
  'The k-line list used for job filters comes from a source not shown': [],
  'Same shapes under item-source-sentence-translation-validator': [],
  'Same under item-source-mean-validator': [],
  // 4-books-trainers-memory
  'GET .../ai/checker-ref-elements-check?ids=a,b: items with id and review': [
    'GET translation/sources/course/{courseId}/dialect/{dialectId}/refs/{ref}/ai/checker-ref-elements-check',
  ],
  'POST memory-phrasebook-translator/items/{id}/accept and .../reject': [
    'POST memory-phrasebook-translator/items/{id}/accept',
    'POST memory-phrasebook-translator/items/{id}/reject',
  ],
  'GET unless noted': [],
  'Translation row updates, loading a project, and memory and context loads: not shown': [],
  'Translations of trainer sources go through a shared translation helper: not shown': [],
};

/** Readings that depend on where the clause stands (the same words in two places). */
const PLACED_READINGS: Record<string, Record<string, string[]>> = {
  'GET .../checker-ref-elements-check?ids=': {
    'Target checker': ['GET ai/content/targets/course/{courseId}/dialect/{dialectId}/refs/{ref}/checker-ref-elements-check'],
    'Source&Target checker': ['GET ai/content/dialect/all/course/{courseId}/dialect/{dialectId}/refs/{ref}/checker-ref-elements-check'],
  },
};

/** Section 7 of a document, as clauses: split at `;` and at the end of sentences, outside parentheses. */
export function clausesOf(markdown: string): { clause: string; line: number; heading: string }[] {
  const section = markdown.split(/\n## 7\.[^\n]*\n/)[1]?.split(/\n## 8\./)[0];
  if (!section) throw new Error('no section 7');
  const out: { clause: string; line: number; heading: string }[] = [];
  let heading = '';
  section.split('\n').forEach((raw, line) => {
    const bold = /^\s*-?\s*\*\*([^*]+)\*\*\s*$/.exec(raw);
    const sub = /^#+\s+(.*)$/.exec(raw);
    const label = /^\s*-\s+([A-Z][\w& ]*[a-z]):\s*$/.exec(raw);
    if (sub || bold || label) {
      heading = (sub?.[1] ?? bold?.[1] ?? label?.[1] ?? '').trim();
      return;
    }
    const text = raw.replace(/^\s*-\s+/, '').trim();
    let depth = 0;
    let cur = '';
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '(') depth++;
      if (c === ')') depth--;
      const sentenceEnd = c === '.' && (i === text.length - 1 || text[i + 1] === ' ') && text[i - 1] !== '.';
      if (depth === 0 && (c === ';' || sentenceEnd)) {
        if (cur.trim()) out.push({ clause: cur.trim(), line, heading });
        cur = '';
        continue;
      }
      cur += c;
    }
    if (cur.trim()) out.push({ clause: cur.trim(), line, heading });
  });
  return out;
}

/** `{a|b}/x` and `x/a|b` expanded; a query and a leading slash dropped. */
function expand(path: string): string[] {
  const clean = path.replace(/\?.*$/, '').replace(/^\//, '').replace(/\/$/, '');
  const braces = /\{([^}]*\|[^}]*)\}/.exec(clean);
  if (braces) return braces[1].split('|').flatMap((alt) => expand(clean.replace(braces[0], alt)));
  const segments = clean.split('/');
  const alternatives = segments.findIndex((s) => s.includes('|'));
  if (alternatives >= 0)
    return segments[alternatives].split('|').flatMap((alt) => expand([...segments.slice(0, alternatives), alt, ...segments.slice(alternatives + 1)].join('/')));
  return [clean];
}

/**
 * One clause by rule, or undefined when the rule cannot read it: parts separated by `,`, `and`,
 * `or`, each a method set, or an optional method set and a full path (a word without `/` only right
 * after its method) and words without a path. `inherited`: the method of the clause before in the
 * same line (`GET a; b; c`).
 */
function byRule(clause: string, inherited: string[]): { calls: [string, string][]; methods: string[] } | undefined {
  if (/\([^)]*\/[^)]*\)/.test(clause)) return undefined; // a path in parentheses: '(+/{id})'
  const text = clause
    .replace(/^[A-Z][\w ]*[a-z]: (?=.*\b(GET|POST|PUT|DELETE)\b)/, '') // 'Comments: GET …'
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/:\s.*$/, '');
  const parts = text.split(/,\s*|\s+and\s+|\s+or\s+|\s+then\s+/);
  const calls: [string, string][] = [];
  let methods = inherited;
  let pending: string[] = [];
  let described = false;
  for (const part of parts) {
    const words = part.trim().split(/\s+/);
    if (words.length === 1 && METHOD_SET.test(words[0])) {
      pending = [...pending, ...words[0].split('/')];
      continue;
    }
    const own = METHOD_SET.test(words[0]) ? words.shift()?.split('/') : undefined;
    if (own || pending.length) methods = [...pending, ...(own ?? [])];
    pending = [];
    if (words[0] === 'multipart') words.shift();
    const [written, ...rest] = words;
    const path = written?.replace(/\?.*$/, '');
    const word = own !== undefined && (rest.length === 0 || rest[0] === 'with'); // 'GET blocks', 'POST memory-phrasebook with body …'
    const isPath = path !== undefined && FULL_PATH.test(path) && (path.includes('/') || word);
    if (!isPath) {
      // words that name no call; but a path among them, or a method, is a clause the rule cannot read
      if (own || /\/|\.\.\./.test(part)) return undefined;
      described = true;
      continue;
    }
    // a path after words that named none, or a tail relative to the path before: not by rule
    if (described || (!own && path.startsWith('/') && calls.length > 0)) return undefined;
    if (rest.some((w) => w.includes('/') || METHOD_WORD.test(w))) return undefined;
    if (!methods.length) return undefined;
    for (const method of methods) for (const p of expand(path)) calls.push([method, p]);
  }
  if (pending.length) return undefined;
  return calls.length ? { calls, methods } : undefined;
}

export interface SpecReading {
  calls: SpecCall[];
  /** Clauses that name a method or a path but that neither the rule nor READINGS reads. */
  unread: { doc: string; clause: string }[];
  /** READINGS never used: the spec no longer says that. */
  unused: string[];
}

/** Reads every spec document (`*.md`) of the folder. */
export function readSpecCalls(dir: string): SpecReading {
  const calls: SpecCall[] = [];
  const unread: { doc: string; clause: string }[] = [];
  const used = new Set<string>();
  for (const doc of readdirSync(dir)
    .filter((f) => /^\d.*\.md$/.test(f))
    .sort()) {
    let line = -1;
    let methods: string[] = [];
    for (const { clause, line: at, heading } of clausesOf(readFileSync(join(dir, doc), 'utf8'))) {
      if (at !== line) methods = [];
      line = at;
      const placed = PLACED_READINGS[clause];
      const reading = placed ? placed[heading] : READINGS[clause];
      if (placed && !reading) throw new Error(`no reading of '${clause}' under '${heading}'`);
      if (reading) {
        used.add(clause);
        const read = new Set(reading.map((call) => call.split(' ')[0]));
        if (read.size === 1) methods = [...read];
        for (const call of reading) {
          const [method, path] = call.split(' ');
          calls.push({ doc, method, path, clause });
        }
        continue;
      }
      const ruled = byRule(clause, methods);
      if (ruled) {
        methods = ruled.methods;
        for (const [method, path] of ruled.calls) calls.push({ doc, method, path, clause });
      } else if (METHOD_WORD.test(clause) || /[\w}]\/[\w{]|\.\.\.\//.test(clause)) unread.push({ doc, clause });
    }
  }
  const unused = [...Object.keys(READINGS), ...Object.keys(PLACED_READINGS)].filter((k) => !used.has(k));
  return { calls, unread, unused };
}

/** A path's shape, parameter names aside: 'groups/{}/k-lines'. */
export function shapeOf(path: string): string {
  return path
    .replace(/^\/?(api\/)?/, '')
    .replace(/\{[^}]*\}|:[A-Za-z_]\w*/g, '{}')
    .replace(/\/$/, '');
}

export { METHODS };
