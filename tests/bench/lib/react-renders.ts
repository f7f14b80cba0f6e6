/**
 * Counts React component renders in a production build, through the hook React DevTools uses
 * (react-dom calls `__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot` after every commit, in
 * production too). `context.addInitScript({ content: RENDER_COUNTER })` before the app loads; the
 * tree is walked only between START_COUNTING and STOP_COUNTING, so timed phases pay nothing.
 *
 * A component fiber rendered in a commit when its props or hook state are new objects, both
 * against its alternate (a fiber cloned without rendering copies them) and against what the last
 * walk saw on this very fiber (a subtree React did not visit keeps its old fibers). `rows` counts
 * the fibers whose props look like a CAT row's ({ row, n, actions }).
 *
 * Plain JavaScript in a string: the bench runs under tsx, whose helpers a serialised function would miss.
 */
export const RENDER_COUNTER = `(() => {
  const seen = new WeakMap();
  const counts = { components: 0, rows: 0, on: false, root: null };
  // Function, class, forwardRef and simple memo components (not host nodes, not the memo wrappers of tag 14).
  const COMPONENT = new Set([0, 1, 11, 15]);
  counts.walk = (root) => {
    const stack = [root];
    while (stack.length) {
      const f = stack.pop();
      if (COMPONENT.has(f.tag)) {
        const last = seen.get(f);
        const changed = !last || last[0] !== f.memoizedProps || last[1] !== f.memoizedState;
        const fresh = !f.alternate || f.alternate.memoizedProps !== f.memoizedProps || f.alternate.memoizedState !== f.memoizedState;
        if (changed && fresh && counts.on) {
          counts.components++;
          const p = f.memoizedProps;
          if (p && typeof p === 'object' && 'row' in p && 'actions' in p && 'n' in p) counts.rows++;
        }
        seen.set(f, [f.memoizedProps, f.memoizedState]);
      }
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
  };
  window.__renderCounts = counts;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject: () => 1, checkDCE: () => {}, onCommitFiberUnmount: () => {}, onPostCommitFiberRoot: () => {}, onScheduleFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => { counts.root = root; if (counts.on) counts.walk(root.current); },
  };
})();`;

/** Takes note of the tree as it is (so that untouched fibers are not counted), then counts every commit. */
export const START_COUNTING = `(() => { const c = window.__renderCounts; c.on = false; if (c.root) c.walk(c.root.current); Object.assign(c, { components: 0, rows: 0, on: true }); })()`;
/** Stops counting; evaluates to { components, rows } since START_COUNTING. */
export const STOP_COUNTING = `(() => { const c = window.__renderCounts; c.on = false; return { components: c.components, rows: c.rows }; })()`;
