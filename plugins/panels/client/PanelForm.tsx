import { Badge, Button, CloseButton, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { TranslationsEditor, useApi, useCommands, useT, type RecordFormProps } from '../../../sdk/client';
import { LEVEL_COLORS } from '../shared/types';
import { panelsApi } from '../public';
import { AddKLineDialog } from './AddKLineDialog';
import { ClonePanelDialog } from './ClonePanelDialog';
import { CopyPanelDialog } from './CopyPanelDialog';
import { PanelInflects } from './PanelInflects';
import { PanelUses } from './PanelUses';
import { PICKERS, RecordPicker, RecordsPicker } from './RecordPicker';
import { StructureEditor } from './StructureEditor';
import type { Panel } from './panel';

export type KLine = { id: number; title: string };
export type Lesson = { id: number; position: number };

/** The course's k-lines when the screen around the form has loaded them already (the form then asks for none). */
export const KLinesContext = createContext<KLine[] | undefined>(undefined);

const optionalId = (v: string | number) => (typeof v === 'number' && v > 0 ? v : null);

/**
 * The panel editor (spec 2 §2 Panels): tabs Edit, Title, Structure and Uses, with Clone and Copy
 * (disabled for an unsaved panel). The Structure tab saves on its own, change by change.
 */
export function PanelForm({ value, onChange, errors, courseId, structureEditable = true }: RecordFormProps<Panel> & { structureEditable?: boolean }) {
  const t = useT('panels');
  const api = useApi();
  const screenKLines = useContext(KLinesContext);
  const [ownKLines, setKLines] = useState<KLine[]>([]);
  const kLines = screenKLines ?? ownKLines;
  const [lessons, setLessons] = useState<Lesson[]>([]);
  const [dialog, setDialog] = useState<'kline' | 'clone' | 'copy'>();
  const [tab, setTab] = useState<string | null>('edit');
  const needKLines = !screenKLines;
  useEffect(() => {
    if (needKLines) void api.load(panelsApi.kLines, { params: { courseId } }).then((k) => setKLines(k ?? []));
  }, [api, courseId, needKLines]);
  useEffect(() => {
    void api.load(panelsApi.lessons, { params: { courseId } }).then((l) => setLessons(l ?? []));
  }, [api, courseId]);
  const saved = value.id > 0;
  const sources = useMemo(
    () => ({
      concepts: PICKERS.concepts(courseId),
      items: PICKERS.items(courseId),
      sentences: PICKERS.sentences(courseId),
      segments: PICKERS.segments(courseId),
      compounds: PICKERS.compounds(courseId),
    }),
    [courseId],
  );
  useCommands([
    { id: 'panel-clone', category: t('category'), title: t('palette.clone'), keys: 'alt+shift+C', when: () => saved, run: () => setDialog('clone') },
    { id: 'panel-copy', category: t('category'), title: t('palette.copy'), keys: 'alt+shift+Y', when: () => saved, run: () => setDialog('copy') },
    { id: 'panel-add-kline', category: t('category'), title: t('palette.addKLine'), keys: 'alt+shift+K', run: () => setDialog('kline') },
    { id: 'panel-structure', category: t('category'), title: t('palette.structure'), keys: 'alt+shift+B', when: () => saved, run: () => setTab('structure') },
    { id: 'panel-edit', category: t('category'), title: t('palette.edit'), keys: 'alt+shift+E', run: () => setTab('edit') },
  ]);
  const set = (patch: Partial<Panel>) => onChange({ ...value, ...patch });
  const titleOf = (id: number) => kLines.find((k) => k.id === id)?.title ?? t('form.kLineNumber', { id });

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label={t('form.title')}
          required
          value={value.title}
          error={errors.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <Button size="xs" mt="lg" variant="light" disabled={!saved} onClick={() => setDialog('clone')}>
          {t('form.clone')}
        </Button>
        <Button size="xs" mt="lg" variant="light" disabled={!saved} onClick={() => setDialog('copy')}>
          {t('form.copy')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="edit">{t('form.tabs.edit')}</Tabs.Tab>
          <Tabs.Tab value="title">{t('form.tabs.title')}</Tabs.Tab>
          <Tabs.Tab value="structure" disabled={!saved}>
            {t('form.tabs.structure')}
          </Tabs.Tab>
          <Tabs.Tab value="uses">{t('form.tabs.uses')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit" pt="xs">
          <Stack gap="xs">
            <Group gap={4} data-testid="kline-chips">
              <Text size="sm" fw={500}>
                {t('form.kLines')}
              </Text>
              {value.kLines.map((id) => (
                <Badge
                  key={id}
                  variant="light"
                  rightSection={
                    <CloseButton size="xs" aria-label={t('form.removeKLine', { id })} onClick={() => set({ kLines: value.kLines.filter((k) => k !== id) })} />
                  }
                >
                  {titleOf(id)}
                </Badge>
              ))}
              <Button size="compact-xs" variant="subtle" onClick={() => setDialog('kline')}>
                {t('form.addKLine')}
              </Button>
            </Group>
            {errors.kLines && (
              <Text c="red" size="xs">
                {errors.kLines}
              </Text>
            )}
            <Group grow>
              <RecordPicker
                label={t('form.concept')}
                source={sources.concepts}
                value={value.concept}
                error={errors.concept}
                onChange={(concept) => set({ concept })}
              />
              <RecordPicker label={t('form.item')} source={sources.items} value={value.item} error={errors.item} onChange={(item) => set({ item })} />
              <TextInput
                size="xs"
                label={t('form.wordClass')}
                value={value.wordClass}
                error={errors.wordClass}
                onChange={(e) => set({ wordClass: e.currentTarget.value })}
              />
            </Group>
            <RecordsPicker
              label={t('form.sentences')}
              source={sources.sentences}
              value={value.sentences}
              error={errors.sentences}
              onChange={(sentences) => set({ sentences })}
            />
            <RecordsPicker
              label={t('form.segments')}
              source={sources.segments}
              value={value.segments}
              error={errors.segments}
              onChange={(segments) => set({ segments })}
            />
            <RecordsPicker
              label={t('form.compounds')}
              source={sources.compounds}
              value={value.compounds}
              error={errors.compounds}
              onChange={(compounds) => set({ compounds })}
            />
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {t('form.level')}
              </Text>
              <SegmentedControl
                size="xs"
                value={String(value.level)}
                color={LEVEL_COLORS[value.level]}
                aria-label={t('form.level')}
                data={[1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: String(l) }))}
                onChange={(v) => set({ level: Number(v) })}
              />
              {errors.level && (
                <Text c="red" size="xs">
                  {errors.level}
                </Text>
              )}
            </Stack>
            <Group grow>
              <NumberInput
                size="xs"
                label={t('form.activeTemplate')}
                min={1}
                value={value.activeInflectTemplate ?? ''}
                onChange={(v) => set({ activeInflectTemplate: optionalId(v) })}
              />
              <TextInput
                size="xs"
                label={t('form.inflectWord')}
                value={value.inflectWord}
                error={errors.inflectWord}
                onChange={(e) => set({ inflectWord: e.currentTarget.value })}
              />
            </Group>
            <PanelInflects panelId={value.id} courseId={courseId} />
            <Group gap="xs" align="flex-end">
              <Switch
                label={t('form.stopLinking')}
                checked={value.inflectStopPanel > 0}
                onChange={(e) => set({ inflectStopPanel: e.currentTarget.checked ? (value.id > 0 ? value.id : 0) : 0 })}
                disabled={!saved}
              />
              {value.inflectStopPanel > 0 && (
                <NumberInput
                  size="xs"
                  w={120}
                  label={t('form.panel')}
                  min={1}
                  value={value.inflectStopPanel}
                  onChange={(v) => set({ inflectStopPanel: typeof v === 'number' ? v : 0 })}
                />
              )}
            </Group>
            <Select
              size="xs"
              w={160}
              label={t('form.lesson')}
              placeholder={t('form.noLesson')}
              clearable
              error={errors.lessonId}
              data={lessons.map((l) => ({ value: String(l.id), label: t('form.lessonNumber', { position: l.position }) }))}
              value={value.lessonId ? String(value.lessonId) : null}
              onChange={(v) => set({ lessonId: v ? Number(v) : null })}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="title" pt="xs">
          <TranslationsEditor label={t('form.titles')} value={value.titles} onChange={(titles) => set({ titles })} />
        </Tabs.Panel>
        <Tabs.Panel value="structure" pt="xs">
          {saved && <StructureEditor panelId={value.id} courseId={courseId} editable={structureEditable} />}
        </Tabs.Panel>
        <Tabs.Panel value="uses" pt="xs">
          {saved ? (
            <PanelUses panelId={value.id} />
          ) : (
            <Text c="dimmed" size="sm">
              {t('form.newUnused')}
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
      {dialog === 'kline' && (
        <AddKLineDialog
          options={kLines.filter((k) => !value.kLines.includes(k.id))}
          onClose={() => setDialog(undefined)}
          onAdd={(id) => set({ kLines: [...value.kLines, id] })}
        />
      )}
      {dialog === 'clone' && (
        <ClonePanelDialog panelId={value.id} courseId={courseId} title={value.title} onClose={() => setDialog(undefined)} onCloned={() => undefined} />
      )}
      {dialog === 'copy' && <CopyPanelDialog panelId={value.id} courseId={courseId} onClose={() => setDialog(undefined)} />}
    </Stack>
  );
}
