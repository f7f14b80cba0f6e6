import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { CHARTS } from '../plugin';
import { nameProblem } from '../rules';
import { NamedForm } from './NamedForm';
import type { NamedRecord } from './types';

export default function ChartScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<NamedRecord>
      module={CHARTS} courseId={courseId} gridName="chart"
      paths={{ list: `courses/${courseId}/chart`, create: `courses/${courseId}/chart`, item: 'chart' }}
      Form={NamedForm} initialSearch={params?.search}
      validate={(c) => { const name = nameProblem(c.name); return name ? { name } : undefined; }}
    />
  );
}
