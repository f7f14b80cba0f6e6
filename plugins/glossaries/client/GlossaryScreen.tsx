import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { GLOSSARIES, glossaryResource } from '../public';
import { glossaryProblems, type Glossary } from './glossary';
import { GlossaryForm } from './GlossaryForm';

export default function GlossaryScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<Glossary>
      module={GLOSSARIES}
      courseId={courseId}
      gridName="glossaries"
      flagged
      resource={glossaryResource}
      Form={GlossaryForm}
      initialSearch={params?.search}
      withNotes
      validate={glossaryProblems}
    />
  );
}
