import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { GridEditorScreen, useApi, useCommands, useT, type ModuleScreenProps } from '../../../sdk/client';
import { SEGMENTS, segmentResource, segmentsApi, type SegmentRow } from '../public';
import { ALL_PANELS } from '../rules';
import { SegmentForm } from './SegmentForm';
import type { Segment } from './types';

/**
 * Segments (module 23): filter by panel (ALL = 0) and text, Check (the grid then shows only the
 * segments with an error, until Show all), and the segment editor. A navigation may pass { panel }.
 */
export default function SegmentScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('segments');
  const api = useApi();
  const [panels, setPanels] = useState<number[]>([]);
  const [panel, setPanel] = useState<number>(Number(params?.panel ?? ALL_PANELS) || ALL_PANELS);
  // The check answers the rows in error (of the panel shown) too: the grid shows them without reading its list again.
  const [checked, setChecked] = useState<{ checked: number; withError: number; rows: SegmentRow[] }>();
  useEffect(() => {
    void api.load(segmentsApi.panels, { params: { courseId } }).then((p) => p && setPanels(p));
  }, [api, courseId]);
  const check = async () => {
    const r = await api.load(segmentsApi.check, { params: { courseId }, query: { panel: panel || undefined } });
    if (r) setChecked(r);
  };
  useCommands([
    { id: 'check-segments', category: t('category'), title: t('palette.check'), keys: 'mod+alt+K', run: () => void check() },
    { id: 'show-all-segments', category: t('category'), title: t('palette.showAll'), when: () => !!checked, run: () => setChecked(undefined) },
  ]);
  return (
    <Stack gap={4} h="100%">
      <Group gap="xs" px="xs" pt={4}>
        <Select
          size="xs"
          w={160}
          aria-label={t('form.panel')}
          allowDeselect={false}
          value={String(panel)}
          data={[{ value: '0', label: t('allPanels') }, ...panels.map((p) => ({ value: String(p), label: t('panelNumber', { id: p }) }))]}
          onChange={(v) => setPanel(Number(v))}
        />
        <Button size="xs" variant="light" onClick={() => void check()}>
          {t('check')}
        </Button>
        {checked && (
          <>
            <Text size="xs" data-testid="check-result">
              {t('checked', { count: checked.withError, segments: t('segmentCount', { count: checked.checked }) })}
            </Text>
            <Button size="xs" variant="subtle" onClick={() => setChecked(undefined)}>
              {t('showAll')}
            </Button>
          </>
        )}
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <GridEditorScreen<Segment>
          module={SEGMENTS}
          courseId={courseId}
          gridName="segments"
          flagged
          resource={segmentResource}
          editorWidth={640}
          Form={SegmentForm}
          initialSearch={params?.search}
          withNotes
          listParams={{ panel: panel || undefined, withError: checked ? 1 : undefined }}
          shownRows={checked?.rows}
        />
      </div>
    </Stack>
  );
}
