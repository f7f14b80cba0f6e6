import { useDroppable } from '@dnd-kit/core';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CardState } from '../types';

/** A column of the board (25% wide), where a dragged card drops: its id is the state it stands for. */
export function BoardColumn({ state, children }: { state: CardState; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: state });
  return (
    <Box
      ref={setNodeRef}
      w="25%"
      h="100%"
      style={{
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        background: isOver ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
        outline: isOver ? '2px dashed var(--mantine-color-blue-4)' : undefined,
        borderRadius: 6,
      }}
      data-testid={`column-${state}`}
      data-over={isOver || undefined}
    >
      {children}
    </Box>
  );
}
