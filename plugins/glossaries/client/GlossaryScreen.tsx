import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { GLOSSARIES } from '../plugin';
import { glossaryProblems, type Glossary } from './glossary';
import { GlossaryForm } from './GlossaryForm';

export default function GlossaryScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<Glossary>
      module={GLOSSARIES} courseId={courseId} gridName="glossaries" flagPath="glossaries"
      paths={{ list: `courses/${courseId}/glossaries`, create: `courses/${courseId}/glossaries`, item: 'glossaries' }}
      Form={GlossaryForm} initialSearch={params?.search} withNotes
      validate={glossaryProblems}
    />
  );
}
