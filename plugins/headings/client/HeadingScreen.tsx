import { GridEditorScreen, useT, type ModuleScreenProps } from '../../../sdk/client';
import { HEADINGS, headingResource, type Heading } from '../public';
import { HeadingForm } from './HeadingForm';

/** Headings are global: one grid for every course (courseId 0). */
export default function HeadingScreen({ params }: ModuleScreenProps) {
  const t = useT('headings');
  return (
    <GridEditorScreen<Heading>
      module={HEADINGS}
      courseId={0}
      gridName="headings"
      resource={headingResource}
      Form={HeadingForm}
      initialSearch={params?.search}
      withNotes
      editorWidth={460}
      validate={(h) => (h.title.trim() ? undefined : { title: t('required') })}
    />
  );
}
