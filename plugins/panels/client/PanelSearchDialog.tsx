import { Button, Group, Modal, NumberInput, Select, Tabs, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../sdk/client';
import type { KLine } from './PanelForm';

export type PanelSearch = { tab: 'title'; text: string } | { tab: 'lesson'; lesson: number } | { tab: 'kline'; kLine: number };

/** The panel search dialog (spec 2 §2 Panels): tabs Title, Lesson and KLine; Search applies it to the list. */
export function PanelSearchDialog({ kLines, onSearch, onClose }: { kLines: KLine[]; onSearch(s: PanelSearch): void; onClose(): void }) {
  const t = useT('panels');
  const [tab, setTab] = useState<string | null>('title');
  const [text, setText] = useState('');
  const [lesson, setLesson] = useState<number | ''>('');
  const [kLine, setKLine] = useState<string | null>(null);
  const search = (): PanelSearch | undefined => {
    if (tab === 'title') return text.trim() ? { tab: 'title', text: text.trim() } : undefined;
    if (tab === 'lesson') return lesson === '' ? undefined : { tab: 'lesson', lesson };
    return kLine ? { tab: 'kline', kLine: Number(kLine) } : undefined;
  };
  const chosen = search();
  return (
    <Modal opened onClose={onClose} title={t('searchPanels.title')} size={500}>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="title">{t('searchPanels.tabs.title')}</Tabs.Tab>
          <Tabs.Tab value="lesson">{t('searchPanels.tabs.lesson')}</Tabs.Tab>
          <Tabs.Tab value="kline">{t('searchPanels.tabs.kline')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="title" pt="xs">
          <TextInput label={t('searchPanels.titleLabel')} data-autofocus value={text} onChange={(e) => setText(e.currentTarget.value)} />
        </Tabs.Panel>
        <Tabs.Panel value="lesson" pt="xs">
          <NumberInput label={t('searchPanels.lessonLabel')} min={0} max={1000} value={lesson} onChange={(v) => setLesson(typeof v === 'number' ? v : '')} />
        </Tabs.Panel>
        <Tabs.Panel value="kline" pt="xs">
          <Select
            label={t('searchPanels.kLineLabel')}
            searchable
            value={kLine}
            onChange={setKLine}
            data={[{ value: '0', label: t('searchPanels.none') }, ...kLines.map((k) => ({ value: String(k.id), label: `${k.id} · ${k.title}` }))]}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="sm">
        <Button
          size="xs"
          disabled={!chosen}
          onClick={() => {
            if (chosen) onSearch(chosen);
            onClose();
          }}
        >
          {t('searchPanels.search')}
        </Button>
      </Group>
    </Modal>
  );
}
