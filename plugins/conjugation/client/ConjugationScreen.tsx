import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useCommands, type ModuleScreenProps } from '../../../sdk/client';
import { RootChangesTab } from './RootChangesTab';
import { RulesTab } from './RulesTab';

/** Conjugation (32): the course's rules with their endings, and its root changes, both editable. */
export default function ConjugationScreen({ courseId }: ModuleScreenProps) {
  const [tab, setTab] = useState<string | null>('rules');
  useCommands([
    { id: 'conjugation-rules', category: 'Conjugation', title: 'Show the rules', keys: 'mod+alt+1', run: () => setTab('rules') },
    { id: 'conjugation-root-changes', category: 'Conjugation', title: 'Show the root changes', keys: 'mod+alt+2', run: () => setTab('root-changes') },
  ]);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="rules">Rules</Tabs.Tab>
        <Tabs.Tab value="root-changes">Root Changes</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="rules" p="sm"><RulesTab courseId={courseId} /></Tabs.Panel>
      <Tabs.Panel value="root-changes" p="sm"><RootChangesTab courseId={courseId} /></Tabs.Panel>
    </Tabs>
  );
}
