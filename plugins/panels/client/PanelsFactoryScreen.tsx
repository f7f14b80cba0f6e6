import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DataGrid, RecordEditorApi, useApi, useHttp, useT, type GridRow, type ModuleScreenProps } from '../../../sdk/client';
import { panelResource, panelsApi } from '../public';
import { KLinesContext, PanelForm, type KLine } from './PanelForm';
import type { Panel } from './panel';

/**
 * Panels Factory (17): a load button, a k-line filter and a text filter over the course's panels;
 * a row opens the Panel popup (818x726) with the panel editor, whose save answers the grid's row.
 */
export default function PanelsFactoryScreen({ courseId }: ModuleScreenProps) {
  const t = useT('panels');
  const http = useHttp();
  const api = useApi();
  const [kLines, setKLines] = useState<KLine[]>([]);
  const [kLine, setKLine] = useState('-1');
  const [text, setText] = useState('');
  const [rows, setRows] = useState<GridRow[]>([]);
  const [open, setOpen] = useState<Panel>();
  const [draft, setDraft] = useState<Panel>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The k-line the rows were loaded with: a save answers the panel's row under it (none once it left it).
  const [loadedKLine, setLoadedKLine] = useState(-1);
  const editor = new RecordEditorApi<Panel>(http, panelResource, courseId, { kLine: loadedKLine });
  useEffect(() => {
    void api.load(panelsApi.kLines, { params: { courseId } }).then((k) => setKLines(k ?? []));
  }, [api, courseId]);
  const load = async () => {
    const list = await api.load(panelsApi.factoryList, { params: { courseId }, query: { kLine, ...(text.trim() ? { text } : {}) } });
    setRows(list ?? []);
    setLoadedKLine(Number(kLine));
  };
  const openPanel = async (id: number) => {
    const p = await editor.load(id);
    setOpen(p ?? undefined);
    setDraft(p ?? undefined);
    setErrors({});
  };
  const save = async () => {
    if (!draft) return;
    const r = await editor.save(draft);
    if (!r.ok) return setErrors(r.fields ?? { title: r.error });
    setOpen(undefined);
    // One request: the grid shows the row the save answered.
    setRows((list) => (r.row ? list.map((x) => (x.id === r.row!.id ? r.row! : x)) : list.filter((x) => x.id !== draft.id)));
  };
  return (
    <Stack gap="xs" p="xs" h="100%">
      <Group gap="xs" align="flex-end">
        <Select
          size="xs"
          w={260}
          label={t('filters.kLine')}
          allowDeselect={false}
          value={kLine}
          onChange={(v) => setKLine(v ?? '-1')}
          data={[
            { value: '-1', label: t('filters.showAll') },
            { value: '0', label: t('filters.none') },
            ...kLines.map((k) => ({ value: String(k.id), label: `${k.id} · ${k.title}` })),
          ]}
        />
        <TextInput size="xs" label={t('filters.text')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <Button size="xs" onClick={() => void load()}>
          {t('filters.load')}
        </Button>
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <DataGrid gridName="panels" rows={rows} onSelect={(r) => void openPanel(r.id)} />
      </div>
      {open && draft && (
        <Modal opened onClose={() => setOpen(undefined)} title={t('factory.panel', { id: open.id })} size={818} styles={{ body: { minHeight: 726 - 60 } }}>
          {/* The Factory's popup shows the structure read-only: it is built in the Panels module's editor. */}
          <KLinesContext.Provider value={kLines}>
            <PanelForm value={draft} onChange={setDraft} errors={errors} courseId={courseId} structureEditable={false} />
          </KLinesContext.Provider>
          <Group justify="flex-end" mt="xs">
            <Button size="xs" onClick={() => void save()}>
              {t('factory.save')}
            </Button>
          </Group>
        </Modal>
      )}
    </Stack>
  );
}
