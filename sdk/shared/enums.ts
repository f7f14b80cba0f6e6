export enum WorkState {
  NONE = 0,
  TODO = 1,
  DOING = 2,
  REVIEW = 3,
  DONE = 4,
}
export const WORK_STATE_LABELS: Record<WorkState, string> = {
  [WorkState.NONE]: 'None',
  [WorkState.TODO]: 'To Do',
  [WorkState.DOING]: 'Doing',
  [WorkState.REVIEW]: 'Review',
  [WorkState.DONE]: 'Done',
};

export enum AsyncTaskStatus {
  PENDING = 0,
  DOING = 1,
  DONE = 2,
  FAILED = 3,
  DEAD_LETTER = 4,
  CANCELLED = 5,
}

export enum TaskPriority {
  LOW = 0,
  NORMAL = 1,
  HIGH = 2,
}

export enum TranslationStatus {
  PENDING = 0,
  DOING = 1,
  DONE = 2,
  FROM_TARGET = 3,
  LEGACY = 4,
}

export type Decision = 'keep' | 'change' | 'unlink' | 'accept' | 'reject' | 'no_decision' | 'exact_match' | 'error' | 'add' | 'omit';
