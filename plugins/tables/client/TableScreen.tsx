import { GridEditorScreen, type ModuleScreenProps, useT } from '../../../sdk/client';
import { TABLES, tableResource, type NamedRecord } from '../public';
import { nameProblem } from './validate';
import { NamedForm } from './NamedForm';

export default function TableScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('tables');
  return (
    <GridEditorScreen<NamedRecord>
      module={TABLES}
      courseId={courseId}
      gridName="table"
      resource={tableResource}
      Form={NamedForm}
      initialSearch={params?.search}
      validate={(r) => {
        const name = nameProblem(r.name, t);
        return name ? { name } : undefined;
      }}
    />
  );
}
