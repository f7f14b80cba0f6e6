import { GridEditorScreen, useT, type ModuleScreenProps } from '../../../sdk/client';
import { CULTURAL, culturalResource } from '../public';
import { culturalProblems, type CulturalVoc } from './cultural';
import { CulturalForm } from './CulturalForm';

/** Cultural Vocabulary (module 11, spec 2 §2): the course's items in a grid, the selected one in the editor. */
export default function CulturalScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('cultural');
  return (
    <GridEditorScreen<CulturalVoc>
      module={CULTURAL}
      courseId={courseId}
      gridName="cultural"
      resource={culturalResource}
      Form={CulturalForm}
      initialSearch={params?.search}
      withNotes
      editorWidth={520}
      validate={(c) => culturalProblems(c, t)}
    />
  );
}
