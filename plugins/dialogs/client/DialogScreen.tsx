import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { GridEditorScreen, navigationId, PartLink, useErrorCheck, type ModuleScreenProps } from '../../../sdk/client';
import { DIALOGS } from '../plugin';
import type { Dialog } from './dialog';
import { DialogForm } from './DialogForm';

/**
 * Dialogs (module 25): the grid and editor, with Check: the server checks the course's dialogs
 * and the grid then shows only those with errors (spec 3 §4), until 'Show all'. A navigation
 * { id } opens that dialog, { id, segment } with that segment's editor open.
 */
export default function DialogScreen({ courseId, params }: ModuleScreenProps) {
  const paths = useMemo(() => ({ list: `courses/${courseId}/dialogs`, create: `courses/${courseId}/dialogs`, item: 'dialogs' }), [courseId]);
  const { bar, listParams } = useErrorCheck(`courses/${courseId}/dialogs/check`, 'dialogs', 'Dialogs');
  return (
    <Stack h="100%" gap={0}>
      {bar}
      <div style={{ flex: 1, minHeight: 0 }}>
        <PartLink params={params} part="segment">
          <GridEditorScreen<Dialog>
            module={DIALOGS} courseId={courseId} gridName="dialogs" flagPath="dialogs" paths={paths}
            Form={DialogForm} initialSearch={params?.search} initialId={navigationId(params, 'id')} withNotes editorWidth={600} listParams={listParams}
          />
        </PartLink>
      </div>
    </Stack>
  );
}
