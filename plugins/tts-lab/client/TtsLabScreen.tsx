import { GridEditorScreen, useT, type ModuleScreenProps } from '../../../sdk/client';
import { TTS_LAB, ttsLabResource } from '../public';
import { ttsProblems, type TtsEntry } from './tts';
import { TtsForm } from './TtsForm';

/** TTS Lab is global (courseId 0): scripts spoken by the speech provider. */
export default function TtsLabScreen({ params }: ModuleScreenProps) {
  const t = useT('tts-lab');
  return (
    <GridEditorScreen<TtsEntry>
      module={TTS_LAB}
      courseId={0}
      gridName="ttsLab"
      resource={ttsLabResource}
      flagged
      Form={TtsForm}
      initialSearch={params?.search}
      withNotes
      editorWidth={480}
      validate={(e) => ttsProblems(e, t)}
    />
  );
}
