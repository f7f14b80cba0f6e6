import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { KLINES, klineResource, type KLine } from '../public';
import { KLineForm } from './KLineForm';

export default function KLineScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<KLine>
      module={KLINES}
      courseId={courseId}
      gridName="klines"
      resource={klineResource}
      Form={KLineForm}
      initialSearch={params?.search}
      withNotes
      editorWidth={460}
      validate={(k) => (k.title.trim() ? undefined : { title: 'Required' })}
    />
  );
}
