import { useMemo } from 'react';
import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { ITEMS } from '../plugin';
import { ItemForm } from './ItemForm';
import type { Item } from './types';

/** Items (module 14): for now only the Items content; the validator tabs come with the AI work. */
export default function ItemScreen({ courseId, params }: ModuleScreenProps) {
  const paths = useMemo(() => ({ list: `groups/${courseId}/items`, create: `groups/${courseId}/items`, item: 'items' }), [courseId]);
  return (
    <GridEditorScreen<Item>
      module={ITEMS} courseId={courseId} gridName="items" paths={paths}
      Form={ItemForm} initialSearch={params?.search} withNotes editorWidth={480}
    />
  );
}
