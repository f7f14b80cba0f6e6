import type { CheckerKind } from '../shared';

export const CHECKER_TITLES: Record<CheckerKind, string> = { sources: 'Sources', targets: 'Targets', all: 'Source&Target' };
