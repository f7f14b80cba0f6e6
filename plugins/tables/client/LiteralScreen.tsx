import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { TABLE_LITERALS, literalResource, type Literal } from '../public';
import { codeProblem } from '../rules';
import { LiteralForm } from './LiteralForm';

export default function LiteralScreen({ courseId, params }: ModuleScreenProps) {
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
        const code = codeProblem(l.code);
        return code ? { code } : undefined;
      }}
    />
  );
}
