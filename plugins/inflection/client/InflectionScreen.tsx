import { Tabs } from '@mantine/core';
import type { ModuleScreenProps } from '../../../sdk/client';
import { BatchTargetTab } from './BatchTargetTab';
import { TablesTab } from './TablesTab';

/** Word-Class Inflection (13): the course's inflect tables and the batch target run. */
export default function InflectionScreen({ courseId }: ModuleScreenProps) {
  return (
    <Tabs defaultValue="batch" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="tables">Tables</Tabs.Tab>
        <Tabs.Tab value="batch">Batch Target</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="tables"><TablesTab courseId={courseId} /></Tabs.Panel>
      <Tabs.Panel value="batch"><BatchTargetTab courseId={courseId} /></Tabs.Panel>
    </Tabs>
  );
}
