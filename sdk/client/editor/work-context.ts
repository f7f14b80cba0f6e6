/** What a tab was working on: its open record and its search text, restored after a reload. */
export interface WorkContext {
  id?: number;
  search?: string;
}

const keyOf = (courseId: number, module: number) => `cm_work:${courseId}:${module}`;

export function readWorkContext(courseId: number, module: number, storage: Storage = localStorage): WorkContext {
  try {
    const v: unknown = JSON.parse(storage.getItem(keyOf(courseId, module)) ?? '{}');
    if (!v || typeof v !== 'object') return {};
    const { id, search } = v as Record<string, unknown>;
    return { id: typeof id === 'number' && id > 0 ? id : undefined, search: typeof search === 'string' ? search : undefined };
  } catch {
    return {};
  }
}

export function keepWorkContext(courseId: number, module: number, context: WorkContext, storage: Storage = localStorage): void {
  storage.setItem(keyOf(courseId, module), JSON.stringify(context));
}
