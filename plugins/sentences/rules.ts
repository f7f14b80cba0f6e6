/**
 * Rules shared by the routes and the forms (no dependencies: both sides import it).
 *
 * Gender code (spec 2 §5): who the sentence is said by and to, as far as the target language marks
 * it. A single code is the speaker ('-' unmarked, 'm', 'f'). A pair 'speaker / addressee' adds the
 * person spoken to ('m / f': a man speaking to a woman, '- / f': anyone speaking to a woman).
 * '>2' is a group of more than two people (we, you all).
 *
 * Read by: the voice that reads the sentence aloud for its audio, 'm' (a man) or 'f' (a woman).
 * The reader speaks the sentence, so the reader is the speaker: when the code marks the speaker's
 * gender (the single code, or the first of the pair), that is the only reader; when it does not
 * ('-', '- / …', '>2'), either voice may read it. The readby selector is disabled when there is
 * one option (spec 2 §5), and the server refuses any other reader (400 fields.readBy).
 */
export const GENDER_CODES = ['-', 'm', 'f', '- / -', 'm / -', '- / m', 'f / -', '- / f', 'm / f', 'f / m', 'm / m', 'f / f', '>2'] as const;
export type GenderCode = (typeof GENDER_CODES)[number];

export const READERS = ['m', 'f'] as const;
export type Reader = (typeof READERS)[number];

export const READER_LABELS: Record<Reader, string> = { m: 'Male voice', f: 'Female voice' };

const person = (g: string) => (g === 'm' ? 'a man' : g === 'f' ? 'a woman' : 'anyone');

/** What a gender code means, for the selector's labels. */
export function genderLabel(code: GenderCode): string {
  if (code === '>2') return '>2 · more than two people';
  if (code === '-') return '- · speaker not marked';
  if (code === 'm' || code === 'f') return `${code} · said by ${person(code)}`;
  const [speaker, addressee] = code.split(' / ');
  return `${code} · ${person(speaker)} to ${person(addressee)}`;
}

/** The readers allowed for a gender code (see above). */
export function readByOptions(code: GenderCode): Reader[] {
  const speaker = code === '>2' ? '-' : code.split(' / ')[0];
  return speaker === 'm' ? ['m'] : speaker === 'f' ? ['f'] : ['m', 'f'];
}

/** The reader to keep when the gender code changes: the current one if still allowed, else the first allowed. */
export const fitReadBy = (code: GenderCode, readBy: string | undefined): Reader => {
  const options = readByOptions(code);
  return options.includes(readBy as Reader) ? (readBy as Reader) : options[0];
};

/** Why a reader is refused for a gender code, or undefined when it is allowed. */
export function readByProblem(code: GenderCode, readBy: string): string | undefined {
  const options = readByOptions(code);
  return options.includes(readBy as Reader) ? undefined : `Gender ${code} is read by ${options.map((r) => READER_LABELS[r].toLowerCase()).join(' or ')} only`;
}

export const NOTE_MAX = 4000;

/** Illustrations (spec 2 §2, §5, §8). */
export const ILLUSTRATION_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_FAILED = 'Something went wrong, try again.';
export const FILE_ERRORS = 'File with errors:';
export type Background = 'light' | 'dark';
export type ImageFormat = 'svg' | 'png';
