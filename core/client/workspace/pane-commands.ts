import type { CommandDef } from '../../../sdk/shared';
import type { Workspace } from './workspace';

/** The palette's commands that arrange the tabs: switch, split, move and close. */
export function paneCommands(workspace: Workspace): CommandDef[] {
  const severalTabs = () => workspace.getSnapshot().length > 1;
  return [
    { id: 'next-tab', category: 'Workspace', title: 'Next tab', keys: 'alt+PageDown', when: severalTabs, run: () => workspace.switchTab(1) },
    { id: 'previous-tab', category: 'Workspace', title: 'Previous tab', keys: 'alt+PageUp', when: severalTabs, run: () => workspace.switchTab(-1) },
    { id: 'next-pane', category: 'Workspace', title: 'Next pane', keys: 'alt+shift+PageDown', when: severalTabs, run: () => workspace.switchPane(1) },
    { id: 'previous-pane', category: 'Workspace', title: 'Previous pane', keys: 'alt+shift+PageUp', when: severalTabs, run: () => workspace.switchPane(-1) },
    { id: 'split-right', category: 'Workspace', title: 'Split: move tab to a new pane on the right', when: severalTabs, run: () => workspace.split('right') },
    { id: 'split-down', category: 'Workspace', title: 'Split: move tab to a new pane below', when: severalTabs, run: () => workspace.split('bottom') },
    { id: 'move-to-next-pane', category: 'Workspace', title: 'Move tab to the next pane', when: severalTabs, run: () => workspace.moveToNextPane() },
    { id: 'close-other-tabs', category: 'Workspace', title: 'Close other tabs', when: severalTabs, run: () => workspace.closeOthers() },
  ];
}
