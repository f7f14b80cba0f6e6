import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { SENTENCES, sentenceResource, type Sentence } from '../public';
import { readByProblem } from '../rules';
import { SentenceForm } from './SentenceForm';

export default function SentenceScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<Sentence>
      module={SENTENCES}
      courseId={courseId}
      gridName="sentences"
      resource={sentenceResource}
      Form={SentenceForm}
      initialSearch={params?.search}
      withNotes
      editorWidth={520}
      validate={(s) => {
        const readBy = readByProblem(s.genderCode, s.readBy);
        return readBy ? { readBy } : undefined;
      }}
    />
  );
}
