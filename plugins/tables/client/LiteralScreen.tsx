import { GridEditorScreen, type ModuleScreenProps, useT } from '../../../sdk/client';
import { TABLE_LITERALS, literalResource, type Literal } from '../public';
import { codeProblem } from './validate';
import { LiteralForm } from './LiteralForm';

export default function LiteralScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('tables');
  return (
    <GridEditorScreen<Literal>
      module={TABLE_LITERALS}
      courseId={courseId}
      gridName="tableLiterals"
      editorWidth={480}
      resource={literalResource}
      Form={LiteralForm}
      initialSearch={params?.search}
      validate={(l) => {
        const code = codeProblem(l.code, t);
        return code ? { code } : undefined;
      }}
    />
  );
}
