import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { TABLES, tableResource, type NamedRecord } from '../public';
import { nameProblem } from '../rules';
import { NamedForm } from './NamedForm';

export default function TableScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<NamedRecord>
      module={TABLES}
      courseId={courseId}
      gridName="table"
      resource={tableResource}
      Form={NamedForm}
      initialSearch={params?.search}
      validate={(t) => {
        const name = nameProblem(t.name);
        return name ? { name } : undefined;
      }}
    />
  );
}
