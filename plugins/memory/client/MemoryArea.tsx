import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useT, type ModuleScreenProps } from '../../../sdk/client';
import MemoryScreen from './MemoryScreen';
import { MeansSetsTab } from './MeansSetsTab';
import { PatternConsistencyTab } from './PatternConsistencyTab';
import { PatternFrequencyTab } from './PatternFrequencyTab';
import { MiningTab } from './MiningTab';
import { PhrasebookTab } from './PhrasebookTab';
import { TranslatorTab } from './TranslatorTab';
import { UnifierTab } from './UnifierTab';

export type MemoryTab = 'memory' | 'phrasebook' | 'mining';

/**
 * The memory area (spec 4 §2.9), its eight tabs: Memory, Pattern Frequency, Pattern Consistency,
 * Means Template Sets, Phrasebook, Phrasebook Mining, Phrasebook Translator and Semantic Unifier. Opened as Memory, the first tab gets search and dialect; opened
 * as Phrasebook, the Phrasebook tab opens with the search text.
 */
export function MemoryAreaTabs({ first, ...props }: ModuleScreenProps & { first: MemoryTab }) {
  const t = useT('memory');
  const [tab, setTab] = useState<string | null>(first);
  const [phrasebookSearch, setPhrasebookSearch] = useState(first === 'phrasebook' ? props.params?.search : undefined);
  const [phrasebookKey, setPhrasebookKey] = useState(0);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false} h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
      <Tabs.List>
        <Tabs.Tab value="memory">{t('tabs.memory')}</Tabs.Tab>
        <Tabs.Tab value="frequency">{t('tabs.frequency')}</Tabs.Tab>
        <Tabs.Tab value="consistency">{t('tabs.consistency')}</Tabs.Tab>
        <Tabs.Tab value="means">{t('tabs.means')}</Tabs.Tab>
        <Tabs.Tab value="phrasebook">{t('tabs.phrasebook')}</Tabs.Tab>
        <Tabs.Tab value="mining">{t('tabs.mining')}</Tabs.Tab>
        <Tabs.Tab value="translator">{t('tabs.translator')}</Tabs.Tab>
        <Tabs.Tab value="unifier">{t('tabs.unifier')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="memory" style={{ flex: 1, minHeight: 0 }}>
        <MemoryScreen {...props} params={first === 'memory' ? props.params : undefined} />
      </Tabs.Panel>
      <Tabs.Panel value="frequency" style={{ flex: 1, minHeight: 0 }}>
        <PatternFrequencyTab />
      </Tabs.Panel>
      <Tabs.Panel value="consistency" style={{ flex: 1, minHeight: 0 }}>
        <PatternConsistencyTab />
      </Tabs.Panel>
      <Tabs.Panel value="means" style={{ flex: 1, minHeight: 0 }}>
        <MeansSetsTab />
      </Tabs.Panel>
      <Tabs.Panel value="phrasebook" style={{ flex: 1, minHeight: 0 }}>
        <PhrasebookTab key={phrasebookKey} search={phrasebookSearch} />
      </Tabs.Panel>
      <Tabs.Panel value="mining" style={{ flex: 1, minHeight: 0 }}>
        <MiningTab
          onOpenPhrase={(text) => {
            setPhrasebookSearch(text);
            setPhrasebookKey((k) => k + 1);
            setTab('phrasebook');
          }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="translator" style={{ flex: 1, minHeight: 0 }}>
        <TranslatorTab />
      </Tabs.Panel>
      <Tabs.Panel value="unifier" style={{ flex: 1, minHeight: 0 }}>
        <UnifierTab />
      </Tabs.Panel>
    </Tabs>
  );
}

export default function MemoryArea(props: ModuleScreenProps) {
  return <MemoryAreaTabs {...props} first="memory" />;
}
