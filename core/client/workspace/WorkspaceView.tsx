import { Center, Kbd, Text } from '@mantine/core';
import { Fragment, useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { UnsavedChangesDialog } from '../../../sdk/client/editor/unsaved-changes';
import { ModulePane } from './ModulePane';
import { TabLabel, type TabDescription } from './TabLabel';
import type { PaneState } from './layout-config';
import type { Workspace } from './workspace';
import { useT } from '../../../sdk/client';

/**
 * Mounts the layout and renders every pane and tab label through portals from this one React tree,
 * and the question before a close drops a tab's unsaved changes.
 */
export function WorkspaceView({ workspace, describe }: { workspace: Workspace; describe: (s: PaneState) => TabDescription }) {
  const t = useT('core');
  const rootRef = useRef<HTMLDivElement>(null);
  const hostsRef = useRef<HTMLDivElement>(null);
  useEffect(() => workspace.mount(rootRef.current!, hostsRef.current!), [workspace]);
  const panes = useSyncExternalStore(workspace.subscribe, workspace.getSnapshot);
  const askingToClose = useSyncExternalStore(workspace.subscribe, workspace.isAskingToClose);
  return (
    <div className="cm-workspace" data-testid="workspace">
      <div ref={rootRef} className="cm-layout-root" />
      <div ref={hostsRef} className="cm-pane-hosts" />
      {panes.length === 0 && (
        <Center className="cm-workspace-empty">
          <Text c="dimmed">
            {t('workspace.empty')} <Kbd>{t('keys.ctrl')}</Kbd> + <Kbd>K</Kbd>
          </Text>
        </Center>
      )}
      {panes.map((pane) => (
        <Fragment key={pane.id}>
          {createPortal(<ModulePane pane={pane} />, pane.host)}
          {pane.tabEl && createPortal(<TabLabel description={describe(pane)} unvisited={pane.unvisited} />, pane.tabEl)}
        </Fragment>
      ))}
      <UnsavedChangesDialog opened={askingToClose} onKeep={workspace.cancelClose} onDiscard={workspace.confirmClose} />
    </div>
  );
}
