import { Center, Loader, Text } from '@mantine/core';
import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { CommandScopeContext } from '../../../sdk/client/commands';
import { UnsavedChangesContext } from '../../../sdk/client/editor/unsaved-changes';
import { ContainerContext } from '../../../sdk/client/hooks';
import type { ModuleScreenProps } from '../../../sdk/shared';
import { pluginContainer } from '../container';
import { modules } from '../plugins/registry';
import type { Pane } from './workspace';
import { translator, useT } from '../../../sdk/client';

const screens = new Map<number, ComponentType<ModuleScreenProps>>();
function screenOf(moduleId: number): ComponentType<ModuleScreenProps> | undefined {
  const mod = modules.get(moduleId);
  if (!mod?.screen) return undefined;
  let screen = screens.get(moduleId);
  if (!screen) screens.set(moduleId, (screen = lazy(mod.screen)));
  return screen;
}

function Message({ children }: { children: ReactNode }) {
  return (
    <Center h="100%">
      <Text c="dimmed">{children}</Text>
    </Center>
  );
}

class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <Message>{translator('core')('pane.failed', { message: this.state.error.message })}</Message> : this.props.children;
  }
}

/** One tab's content: the module's screen, in its plugin's container, telling the tab about unsaved changes and its commands. */
export function ModulePane({ pane }: { pane: Pane }) {
  const t = useT('core');
  const mod = modules.get(pane.moduleId);
  const Screen = screenOf(pane.moduleId);
  if (!mod || !Screen) return <Message>{t('pane.underConstruction')}</Message>;
  if (mod.scope === 'course' && !pane.courseId) return <Message>{t('pane.missingData')}</Message>;
  return (
    <ContainerContext.Provider value={pluginContainer(mod.plugin)}>
      <UnsavedChangesContext.Provider value={pane.reportUnsaved}>
        <CommandScopeContext.Provider value={pane.commandScope}>
          <ScreenErrorBoundary>
            <Suspense
              fallback={
                <Center h="100%">
                  <Loader size="sm" />
                </Center>
              }
            >
              <Screen moduleId={pane.moduleId} courseId={pane.courseId} params={pane.params} />
            </Suspense>
          </ScreenErrorBoundary>
        </CommandScopeContext.Provider>
      </UnsavedChangesContext.Provider>
    </ContainerContext.Provider>
  );
}
