import { useElementSize } from '@mantine/hooks';

/** Below this width (a half or a third of the screen) a grid-and-editor screen puts the editor below the grid. */
export const NARROW_WIDTH = 760;

/**
 * Whether the element (a screen's root, given `ref`) is narrower than NARROW_WIDTH, and the flex
 * direction that follows: panes are resized as the user arranges them, so screens measure
 * themselves rather than the window. An element not measured yet (0) counts as wide.
 */
export function useNarrow() {
  const { ref, width } = useElementSize();
  const narrow = width > 0 && width < NARROW_WIDTH;
  return { ref, narrow, direction: narrow ? ('column' as const) : ('row' as const) };
}
