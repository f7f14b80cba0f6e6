import type { CheckerKind } from '../shared';

/** The refs call of each checker (spec 4 §7). */
export const REFS_PATH: Record<CheckerKind, string> = {
  sources: 'translation/sources/ai/checker-refs',
  targets: 'ai/content/targets/checker-refs',
  all: 'ai/content/dialect/all/checker-refs',
};

/** The base of a checker's calls for a content type of a course in a dialect. */
export function checkerBase(kind: CheckerKind, courseId: number, dialectId: number, ref: number): string {
  if (kind === 'sources') return `translation/sources/course/${courseId}/dialect/${dialectId}/refs/${ref}/ai`;
  return `ai/content/${kind === 'targets' ? 'targets' : 'dialect/all'}/course/${courseId}/dialect/${dialectId}/refs/${ref}`;
}

export const CHECKER_TITLES: Record<CheckerKind, string> = { sources: 'Sources', targets: 'Targets', all: 'Source&Target' };
