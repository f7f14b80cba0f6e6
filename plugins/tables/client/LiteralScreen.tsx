import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { TABLE_LITERALS } from '../plugin';
import { codeProblem } from '../rules';
import { LiteralForm } from './LiteralForm';
import type { Literal } from './types';

export default function LiteralScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<Literal>
      module={TABLE_LITERALS} courseId={courseId} gridName="tableLiterals" editorWidth={480}
      paths={{ list: `courses/${courseId}/literals`, create: `courses/${courseId}/literals`, item: 'literals' }}
      Form={LiteralForm} initialSearch={params?.search}
      validate={(l) => { const code = codeProblem(l.code); return code ? { code } : undefined; }}
    />
  );
}
