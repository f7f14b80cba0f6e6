/** A word class: common to every course (courseId null) or a course's own; inflectAs names the class it inflects like. */
export interface WordClass {
  id: number;
  courseId: number | null;
  name: string;
  inflectAs: number | null;
}

/**
 * The word class options (spec 2 §5): never id 0 nor a class named 'other'; `common` keeps the
 * classes without a course; `final` drops the classes that inflect as another.
 */
export function wordClassOptions<W extends WordClass>(classes: readonly W[], opts: { common?: boolean; final?: boolean } = {}): W[] {
  return classes.filter(
    (c) => c.id !== 0 && c.name.trim().toLowerCase() !== 'other' && (!opts.common || c.courseId === null) && (!opts.final || c.inflectAs === null),
  );
}

/** The 'All' option of word class filters: id null. */
export const ALL_WORD_CLASSES = { id: null, name: 'All' } as const;
