import { useMemo } from 'react';
import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { KLINES } from '../plugin';
import type { KLine } from './kline';
import { KLineForm } from './KLineForm';

export default function KLineScreen({ courseId, params }: ModuleScreenProps) {
  const paths = useMemo(() => ({ list: `groups/${courseId}/k-lines`, create: `groups/${courseId}/k-lines`, item: 'k-lines' }), [courseId]);
  return (
    <GridEditorScreen<KLine>
      module={KLINES} courseId={courseId} gridName="klines" paths={paths}
      Form={KLineForm} initialSearch={params?.search} withNotes editorWidth={460}
      validate={(k) => (k.title.trim() ? undefined : { title: 'Required' })}
    />
  );
}
