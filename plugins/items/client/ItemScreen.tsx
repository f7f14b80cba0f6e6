import { useState } from 'react';
import { Box, Tabs } from '@mantine/core';
import { GridEditorScreen, useT, type ModuleScreenProps } from '../../../sdk/client';
import { ITEMS, itemResource, type Item } from '../public';
import { ItemForm } from './ItemForm';
import { GuesserTab, MeanValidatorTab, SentenceValidatorTab } from './ItemJobScreens';

const ITEM_TABS = ['items', 'guesser', 'sentence-validator', 'mean-validator'] as const;
type TabValue = (typeof ITEM_TABS)[number];

/**
 * Items (module 14, spec 3 §2): tabs Items (the grid and editor), Guesser, Sentence Validator
 * and Mean Validator. A tab is mounted when first opened and then kept (hidden with display: none,
 * its effects alive), so that the item being edited and a job being reviewed survive switching tabs.
 */
export default function ItemScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('items');
  const [tab, setTab] = useState<TabValue>('items');
  const [opened, setOpened] = useState<Set<TabValue>>(() => new Set(['items']));
  const panel = (value: TabValue, content: React.ReactNode) => (
    <Tabs.Panel value={value} style={{ flex: 1, minHeight: 0, display: 'flex' }}>
      <Box style={{ flex: 1, minWidth: 0, height: '100%' }}>{opened.has(value) ? content : null}</Box>
    </Tabs.Panel>
  );
  return (
    <Tabs
      value={tab}
      keepMounted
      keepMountedMode="display-none"
      onChange={(v) => {
        if (!v) return;
        setTab(v as TabValue);
        setOpened((s) => (s.has(v as TabValue) ? s : new Set([...s, v as TabValue])));
      }}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Tabs.List>
        {ITEM_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {panel(
        'items',
        <GridEditorScreen<Item>
          module={ITEMS}
          courseId={courseId}
          gridName="items"
          resource={itemResource}
          Form={ItemForm}
          initialSearch={params?.search}
          withNotes
          editorWidth={480}
        />,
      )}
      {panel('guesser', <GuesserTab courseId={courseId} />)}
      {panel('sentence-validator', <SentenceValidatorTab courseId={courseId} />)}
      {panel('mean-validator', <MeanValidatorTab courseId={courseId} />)}
    </Tabs>
  );
}
