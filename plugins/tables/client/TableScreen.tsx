import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { TABLES } from '../plugin';
import { nameProblem } from '../rules';
import { NamedForm } from './NamedForm';
import type { NamedRecord } from './types';

export default function TableScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<NamedRecord>
      module={TABLES} courseId={courseId} gridName="table"
      paths={{ list: `courses/${courseId}/table`, create: `courses/${courseId}/table`, item: 'table' }}
      Form={NamedForm} initialSearch={params?.search}
      validate={(t) => { const name = nameProblem(t.name); return name ? { name } : undefined; }}
    />
  );
}
