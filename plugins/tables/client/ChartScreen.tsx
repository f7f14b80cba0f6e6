import { GridEditorScreen, type ModuleScreenProps, useT } from '../../../sdk/client';
import { CHARTS, chartResource, type NamedRecord } from '../public';
import { nameProblem } from './validate';
import { NamedForm } from './NamedForm';

export default function ChartScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('tables');
  return (
    <GridEditorScreen<NamedRecord>
      module={CHARTS}
      courseId={courseId}
      gridName="chart"
      resource={chartResource}
      Form={NamedForm}
      initialSearch={params?.search}
      validate={(c) => {
        const name = nameProblem(c.name, t);
        return name ? { name } : undefined;
      }}
    />
  );
}
