import { GridEditorScreen, useT, type ModuleScreenProps } from '../../../sdk/client';
import { TEXT_ITEMS, textItemResource, type TextItem } from '../public';
import { TextItemForm } from './TextItemForm';

/** Text Items (module 41, spec 4 §2.2): grid on the left, the editor on the right. */
export default function TextItemScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('items');
  return (
    <GridEditorScreen<TextItem>
      module={TEXT_ITEMS}
      courseId={courseId}
      gridName="textItems"
      resource={textItemResource}
      Form={TextItemForm}
      initialSearch={params?.search}
      withNotes
      editorWidth={520}
      validate={(r) => (r.name.trim() ? undefined : { name: t('required') })}
    />
  );
}
