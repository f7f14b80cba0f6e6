import { GridEditorScreen, useT, type ModuleScreenProps } from '../../../sdk/client';
import { VOC_CATEGORIES, vocCategoryResource, type VocCategory } from '../public';
import { CategoryForm } from './CategoryForm';

/** Vocabulary Categories (spec 4 §2.8): the category tree as a grid by full path, and the category editor. */
export default function VocCategoriesScreen({ params }: ModuleScreenProps) {
  const t = useT('vocabulary');
  return (
    <GridEditorScreen<VocCategory>
      module={VOC_CATEGORIES}
      courseId={0}
      gridName="vocCategories"
      resource={vocCategoryResource}
      Form={CategoryForm}
      initialSearch={params?.search}
      withNotes
      editorWidth={480}
      validate={(c) => (c.name.trim() ? undefined : { name: t('required') })}
    />
  );
}
