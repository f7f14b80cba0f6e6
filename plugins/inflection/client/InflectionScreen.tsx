import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useCommands, type ModuleScreenProps, useT } from '../../../sdk/client';
import { BatchTargetTab } from './BatchTargetTab';
import { IdsTab } from './IdsTab';
import { TablesTab } from './TablesTab';
import { TemplatesTab } from './TemplatesTab';

const TABS = ['tables', 'ids', 'position', 'batch', 'templates'] as const;

/** Word-Class Inflection (13): tables, inflect ids and positions, the batch target run and the active inflect templates. */
export default function InflectionScreen({ courseId }: ModuleScreenProps) {
  const t = useT('inflection');
  const [tab, setTab] = useState<string | null>('batch');
  useCommands(
    TABS.map((value, i) => ({
      id: `inflection-${value}`,
      category: t('category'),
      title: t('showTab', { tab: t(`tabs.${value}`) }),
      keys: `mod+alt+${i + 1}`,
      run: () => setTab(value),
    })),
  );
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        {TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="tables">
        <TablesTab courseId={courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="ids">
        <IdsTab courseId={courseId} kind="ids" />
      </Tabs.Panel>
      <Tabs.Panel value="position">
        <IdsTab courseId={courseId} kind="positions" />
      </Tabs.Panel>
      <Tabs.Panel value="batch">
        <BatchTargetTab courseId={courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="templates" h="calc(100vh - 140px)">
        <TemplatesTab courseId={courseId} />
      </Tabs.Panel>
    </Tabs>
  );
}
