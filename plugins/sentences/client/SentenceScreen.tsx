import { useMemo } from 'react';
import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { SENTENCES } from '../plugin';
import { readByProblem } from '../rules';
import { SentenceForm } from './SentenceForm';
import type { Sentence } from './types';

export default function SentenceScreen({ courseId, params }: ModuleScreenProps) {
  const paths = useMemo(() => ({ list: `groups/${courseId}/sentences`, create: `groups/${courseId}/sentences`, item: 'sentences' }), [courseId]);
  return (
    <GridEditorScreen<Sentence>
      module={SENTENCES} courseId={courseId} gridName="sentences" paths={paths}
      Form={SentenceForm} initialSearch={params?.search} withNotes editorWidth={520}
      validate={(s) => { const readBy = readByProblem(s.genderCode, s.readBy); return readBy ? { readBy } : undefined; }}
    />
  );
}
