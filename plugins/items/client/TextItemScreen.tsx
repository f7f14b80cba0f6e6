import { useMemo } from 'react';
import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { TEXT_ITEMS } from '../plugin';
import { TextItemForm } from './TextItemForm';
import type { TextItem } from './types';

/** Text Items (module 41, spec 4 §2.2): grid on the left, the editor on the right. */
export default function TextItemScreen({ courseId, params }: ModuleScreenProps) {
  const paths = useMemo(() => ({ list: `groups/${courseId}/text-items`, create: `groups/${courseId}/text-items`, item: 'text-items' }), [courseId]);
  return (
    <GridEditorScreen<TextItem>
      module={TEXT_ITEMS} courseId={courseId} gridName="textItems" paths={paths}
      Form={TextItemForm} initialSearch={params?.search} withNotes editorWidth={520}
      validate={(t) => (t.name.trim() ? undefined : { name: 'Required' })}
    />
  );
}
