import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useCommands, type ModuleScreenProps } from '../../../sdk/client';
import { BatchTargetTab } from './BatchTargetTab';
import { TablesTab } from './TablesTab';

/** Word-Class Inflection (13): the course's inflect tables and the batch target run. */
export default function InflectionScreen({ courseId }: ModuleScreenProps) {
  const [tab, setTab] = useState<string | null>('batch');
  useCommands([
    { id: 'inflection-tables', category: 'Inflection', title: 'Show the inflect tables', keys: 'mod+alt+1', run: () => setTab('tables') },
    { id: 'inflection-batch', category: 'Inflection', title: 'Show the batch target', keys: 'mod+alt+2', run: () => setTab('batch') },
  ]);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="tables">Tables</Tabs.Tab>
        <Tabs.Tab value="batch">Batch Target</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="tables"><TablesTab courseId={courseId} /></Tabs.Panel>
      <Tabs.Panel value="batch"><BatchTargetTab courseId={courseId} /></Tabs.Panel>
    </Tabs>
  );
}
