import { Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { GridEditorScreen, useApi, useCommands, useT, type ModuleScreenProps } from '../../../sdk/client';
import { PANELS, panelResource, panelsApi } from '../public';
import { KLinesContext, PanelForm, type KLine } from './PanelForm';
import { panelProblems, type Panel } from './panel';
import { PanelSearchDialog, type PanelSearch } from './PanelSearchDialog';

/** K-line filter values besides a k-line: ALL -1, NONE 0 (spec 2 §9). */
const ALL = '-1';

/** Panels (12): the list with k-line, text and lesson filters, and the panel editor. */
export default function PanelScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('panels');
  const api = useApi();
  const [kLines, setKLines] = useState<KLine[]>([]);
  const [kLine, setKLine] = useState<string>(params?.kLine ? String(params.kLine) : ALL);
  const [lesson, setLesson] = useState<number | ''>('');
  const [searchText, setSearchText] = useState(params?.search);
  const [searching, setSearching] = useState(false);
  useEffect(() => setSearchText(params?.search), [params?.search]);
  useCommands([{ id: 'panel-search', category: t('category'), title: t('palette.search'), keys: 'alt+shift+F', run: () => setSearching(true) }]);
  const applySearch = (s: PanelSearch) => {
    if (s.tab === 'title') setSearchText(s.text);
    else if (s.tab === 'lesson') setLesson(s.lesson);
    else setKLine(String(s.kLine));
  };
  useEffect(() => {
    void api.load(panelsApi.kLines, { params: { courseId } }).then((k) => setKLines(k ?? []));
  }, [api, courseId]);
  const listParams = useMemo(() => ({ kLine: Number(kLine), ...(lesson === '' ? {} : { lesson }) }), [kLine, lesson]);
  return (
    <Stack gap={4} h="100%">
      <Group gap="xs" px="xs">
        <Select
          size="xs"
          w={260}
          label={t('filters.kLine')}
          allowDeselect={false}
          value={kLine}
          onChange={(v) => setKLine(v ?? ALL)}
          data={[
            { value: ALL, label: t('filters.showAll') },
            { value: '0', label: t('filters.none') },
            ...kLines.map((k) => ({ value: String(k.id), label: `${k.id} · ${k.title}` })),
          ]}
        />
        <NumberInput
          size="xs"
          w={110}
          label={t('filters.lesson')}
          min={0}
          max={1000}
          value={lesson}
          placeholder={t('filters.any')}
          onChange={(v) => setLesson(typeof v === 'number' ? v : '')}
        />
        <Button size="xs" mt="lg" variant="light" leftSection={<IconSearch size={14} />} onClick={() => setSearching(true)}>
          {t('filters.search')}
        </Button>
      </Group>
      {searching && <PanelSearchDialog kLines={kLines} onSearch={applySearch} onClose={() => setSearching(false)} />}
      <div style={{ flex: 1, minHeight: 0 }}>
        <KLinesContext.Provider value={kLines}>
          <GridEditorScreen<Panel>
            module={PANELS}
            courseId={courseId}
            gridName="panels"
            listParams={listParams}
            editorWidth={620}
            resource={panelResource}
            Form={PanelForm}
            initialSearch={searchText}
            initialId={typeof params?.id === 'number' ? params.id : undefined}
            withNotes
            validate={panelProblems}
          />
        </KLinesContext.Provider>
      </div>
    </Stack>
  );
}
