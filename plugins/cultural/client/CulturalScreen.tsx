import { useMemo } from 'react';
import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { CULTURAL } from '../plugin';
import { culturalProblems, type CulturalVoc } from './cultural';
import { CulturalForm } from './CulturalForm';

/** Cultural Vocabulary (module 11, spec 2 §2): the course's items in a grid, the selected one in the editor. */
export default function CulturalScreen({ courseId, params }: ModuleScreenProps) {
  const paths = useMemo(() => ({ list: `courses/${courseId}/culturalvocs`, create: `courses/${courseId}/culturalvocs`, item: 'culturalvocs' }), [courseId]);
  return (
    <GridEditorScreen<CulturalVoc>
      module={CULTURAL} courseId={courseId} gridName="cultural" paths={paths}
      Form={CulturalForm} initialSearch={params?.search} withNotes editorWidth={520} validate={culturalProblems}
    />
  );
}
