import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useCommands, type ModuleScreenProps } from '../../../sdk/client';
import { BatchConjugateTab } from './BatchConjugateTab';
import { RootChangesTab } from './RootChangesTab';
import { RulesTab } from './RulesTab';
import { TemplatesTab } from './TemplatesTab';
import { VocReportTab } from './VocReportTab';

const TABS = [
  ['templates', 'Templates'],
  ['rules', 'Rules'],
  ['root-changes', 'Root Changes'],
  ['batch', 'Batch Conjugate'],
  ['report', 'Voc Report'],
] as const;

/** Conjugation (32, spec 3 §2): templates, rules with their endings, root changes, the batch conjugate run and the voc report. */
export default function ConjugationScreen({ courseId }: ModuleScreenProps) {
  const [tab, setTab] = useState<string | null>('rules');
  useCommands(
    TABS.map(([value, title], i) => ({
      id: `conjugation-${value}`,
      category: 'Conjugation',
      title: `Show the ${title} tab`,
      keys: `mod+alt+${i + 1}`,
      run: () => setTab(value),
    })),
  );
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false} style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Tabs.List>
        {TABS.map(([value, title]) => (
          <Tabs.Tab key={value} value={value}>
            {title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="templates" style={{ flex: 1, minHeight: 0 }}>
        <TemplatesTab courseId={courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="rules" p="sm">
        <RulesTab courseId={courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="root-changes" p="sm">
        <RootChangesTab courseId={courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="batch" p="sm">
        <BatchConjugateTab courseId={courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="report" p="sm">
        <VocReportTab courseId={courseId} />
      </Tabs.Panel>
    </Tabs>
  );
}
