import { Stack } from '@mantine/core';
import { GridEditorScreen, navigationId, PartLink, useErrorCheck, type ModuleScreenProps, useT } from '../../../sdk/client';
import { DIALOGS, dialogResource, dialogsApi, type Dialog } from '../public';
import { DialogForm } from './DialogForm';

/**
 * Dialogs (module 25): the grid and editor, with Check: the server checks the course's dialogs
 * and the grid then shows only those with errors (spec 3 §4), until 'Show all'. A navigation
 * { id } opens that dialog, { id, segment } with that segment's editor open.
 */
export default function DialogScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('dialogs');
  const { bar, listParams, rows } = useErrorCheck(dialogsApi.check, courseId, t('check.plural'), t('check.category'));
  return (
    <Stack h="100%" gap={0}>
      {bar}
      <div style={{ flex: 1, minHeight: 0 }}>
        <PartLink params={params} part="segment">
          <GridEditorScreen<Dialog>
            module={DIALOGS}
            courseId={courseId}
            gridName="dialogs"
            resource={dialogResource}
            flagged
            Form={DialogForm}
            initialSearch={params?.search}
            initialId={navigationId(params, 'id')}
            withNotes
            editorWidth={600}
            listParams={listParams}
            shownRows={rows}
          />
        </PartLink>
      </div>
    </Stack>
  );
}
