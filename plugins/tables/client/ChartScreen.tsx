import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { CHARTS, chartResource, type NamedRecord } from '../public';
import { nameProblem } from '../rules';
import { NamedForm } from './NamedForm';

export default function ChartScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<NamedRecord>
      module={CHARTS}
      courseId={courseId}
      gridName="chart"
      resource={chartResource}
      Form={NamedForm}
      initialSearch={params?.search}
      validate={(c) => {
        const name = nameProblem(c.name);
        return name ? { name } : undefined;
      }}
    />
  );
}
