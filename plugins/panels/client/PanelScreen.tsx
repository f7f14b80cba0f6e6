import { Group, NumberInput, Select, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { GridEditorScreen, useHttp, type ModuleScreenProps } from '../../../sdk/client';
import { PANELS } from '../plugin';
import { PanelForm, type KLine } from './PanelForm';
import { panelProblems, type Panel } from './panel';

/** K-line filter values besides a k-line: ALL -1, NONE 0 (spec 2 §9). */
const ALL = '-1';

/** Panels (12): the list with k-line, text and lesson filters, and the panel editor. */
export default function PanelScreen({ courseId, params }: ModuleScreenProps) {
  const http = useHttp();
  const [kLines, setKLines] = useState<KLine[]>([]);
  const [kLine, setKLine] = useState<string>(params?.kLine ? String(params.kLine) : ALL);
  const [lesson, setLesson] = useState<number | ''>('');
  useEffect(() => {
    void http.get<KLine[]>(`groups/${courseId}/panels-k-lines`).then((k) => setKLines(k ?? []));
  }, [http, courseId]);
  const listParams = useMemo(() => ({ kLine: Number(kLine), ...(lesson === '' ? {} : { lesson }) }), [kLine, lesson]);
  return (
    <Stack gap={4} h="100%">
      <Group gap="xs" px="xs">
        <Select size="xs" w={260} label="K-line" allowDeselect={false} value={kLine} onChange={(v) => setKLine(v ?? ALL)}
          data={[{ value: ALL, label: '~ SHOW ALL' }, { value: '0', label: 'NONE' }, ...kLines.map((k) => ({ value: String(k.id), label: `${k.id} · ${k.title}` }))]} />
        <NumberInput size="xs" w={110} label="Lesson" min={0} max={1000} value={lesson} placeholder="Any"
          onChange={(v) => setLesson(typeof v === 'number' ? v : '')} />
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <GridEditorScreen<Panel>
          module={PANELS} courseId={courseId} gridName="panels" listParams={listParams} editorWidth={620}
          paths={{ list: `groups/${courseId}/panels`, create: `groups/${courseId}/panels`, item: 'panels' }}
          Form={PanelForm} initialSearch={params?.search} initialId={typeof params?.id === 'number' ? params.id : undefined} withNotes
          validate={panelProblems}
        />
      </div>
    </Stack>
  );
}
