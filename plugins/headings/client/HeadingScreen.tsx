import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { HEADINGS } from '../plugin';
import type { Heading } from './heading';
import { HeadingForm } from './HeadingForm';

const PATHS = { list: 'headings', create: 'headings', item: 'headings' };

/** Headings are global: one grid for every course (courseId 0). */
export default function HeadingScreen({ params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<Heading>
      module={HEADINGS} courseId={0} gridName="headings" paths={PATHS}
      Form={HeadingForm} initialSearch={params?.search} withNotes editorWidth={460}
      validate={(h) => (h.title.trim() ? undefined : { title: 'Required' })}
    />
  );
}
