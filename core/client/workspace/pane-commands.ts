import type { Translate } from '../../../sdk/client';
import type { CommandDef } from '../../../sdk/shared';
import type { Workspace } from './workspace';

/** The palette's commands that arrange the tabs: switch, split, move and close. */
export function paneCommands(workspace: Workspace, t: Translate): CommandDef[] {
  const severalTabs = () => workspace.getSnapshot().length > 1;
  const category = t('workspace.category');
  return [
    { id: 'next-tab', category, title: t('workspace.nextTab'), keys: 'alt+PageDown', when: severalTabs, run: () => workspace.switchTab(1) },
    { id: 'previous-tab', category, title: t('workspace.previousTab'), keys: 'alt+PageUp', when: severalTabs, run: () => workspace.switchTab(-1) },
    { id: 'next-pane', category, title: t('workspace.nextPane'), keys: 'alt+shift+PageDown', when: severalTabs, run: () => workspace.switchPane(1) },
    { id: 'previous-pane', category, title: t('workspace.previousPane'), keys: 'alt+shift+PageUp', when: severalTabs, run: () => workspace.switchPane(-1) },
    { id: 'split-right', category, title: t('workspace.splitRight'), when: severalTabs, run: () => workspace.split('right') },
    { id: 'split-down', category, title: t('workspace.splitDown'), when: severalTabs, run: () => workspace.split('bottom') },
    { id: 'move-to-next-pane', category, title: t('workspace.moveToNextPane'), when: severalTabs, run: () => workspace.moveToNextPane() },
    { id: 'close-other-tabs', category, title: t('workspace.closeOtherTabs'), when: severalTabs, run: () => workspace.closeOthers() },
  ];
}
