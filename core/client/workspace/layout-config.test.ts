import { describe, expect, it } from 'vitest';
import type { LayoutConfig } from 'golden-layout';
import { pruneLayout } from './layout-config';

const component = (courseId: number, moduleId: number) => ({ type: 'component', componentType: 'module', componentState: { courseId, moduleId } });

describe('restoring a saved layout', () => {
  it('drops panes the user may no longer open and the stacks they leave empty, and keeps popouts off', () => {
    const saved = {
      root: {
        type: 'row',
        content: [
          { type: 'stack', content: [component(1, 10), component(0, 90)] },
          { type: 'stack', content: [component(2, 10)] },
        ],
      },
      header: { popout: 'pop out' },
    } as unknown as LayoutConfig;
    const pruned = pruneLayout(saved, (s) => s.courseId !== 2) as any;
    expect(pruned.root.content).toHaveLength(1);
    expect(pruned.root.content[0].content.map((c: any) => c.componentState)).toEqual([
      { courseId: 1, moduleId: 10 },
      { courseId: 0, moduleId: 90 },
    ]);
    expect(pruned.header.popout).toBe(false);
  });

  it('drops panes whose state is malformed', () => {
    const saved = { root: { type: 'stack', content: [{ type: 'component', componentState: { moduleId: 'x' } }] } } as unknown as LayoutConfig;
    expect(pruneLayout(saved, () => true).root).toBeUndefined();
  });
});
