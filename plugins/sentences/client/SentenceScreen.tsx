import { GridEditorScreen, useT, type ModuleScreenProps } from '../../../sdk/client';
import { SENTENCES, sentenceResource, type Sentence } from '../public';
import { readByOptions, readByProblem } from '../rules';
import { SentenceForm } from './SentenceForm';

export default function SentenceScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('sentences');
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
        if (!readByProblem(s.genderCode, s.readBy)) return undefined;
        const readers = readByOptions(s.genderCode).map((r) => t(`gender.reader.${r}`).toLowerCase());
        return { readBy: t('gender.readByOnly', { code: s.genderCode, readers: readers.join(' / ') }) };
      }}
    />
  );
}
