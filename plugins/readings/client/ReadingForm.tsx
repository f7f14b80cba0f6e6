import { Checkbox, Group, SegmentedControl, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FlagButton, FlagCell, usePartLink, useHttp, type RecordFormProps, useT, translator, type Translate } from '../../../sdk/client';
import { POSITIONS_PATTERN, READ_BY } from '../rules';
import { ReadingExercises } from './ReadingExercises';
import { ReadingTexts } from './ReadingTexts';
import { readingResource, type Reading } from '../public';
import type { ReadingTab } from './types';

const TABS: ReadingTab[] = ['edit', 'text', 'exercises'];

export function readingProblems(r: Reading, t: Translate = translator('readings')): Record<string, string> | undefined {
  const p: Record<string, string> = {};
  if (!r.title.trim()) p.title = t('edit.required');
  if (!POSITIONS_PATTERN.test(r.positions)) p.positions = t('edit.positionsInvalid');
  return Object.keys(p).length ? p : undefined;
}

/** Tabs Edit (title, positions, listening, read-by), Text and Exercises (saved readings only). */
export function ReadingForm(props: RecordFormProps<Reading>) {
  // A navigation may open the reading on a tab, and a text on the Text tab.
  const t = useT('readings');
  const link = usePartLink(props.value.id);
  const linkedTab = TABS.find((tab) => tab === link.tab) ?? (link.partId ? 'text' : undefined);
  const [tab, setTab] = useState<string | null>(linkedTab ?? 'edit');
  useEffect(() => {
    if (linkedTab) setTab(linkedTab);
  }, [linkedTab, link.partId]);
  const saved = props.value.id > 0;
  return (
    <Tabs value={saved ? tab : 'edit'} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="edit">{t('tabs.edit')}</Tabs.Tab>
        <Tabs.Tab value="text" disabled={!saved}>
          {t('tabs.text')}
        </Tabs.Tab>
        <Tabs.Tab value="exercises" disabled={!saved}>
          {t('tabs.exercises')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="edit" pt="sm">
        <EditTab {...props} />
      </Tabs.Panel>
      {saved && (
        <Tabs.Panel value="text" pt="sm">
          <ReadingTexts readingId={props.value.id} initialTextId={link.partId} />
        </Tabs.Panel>
      )}
      {saved && (
        <Tabs.Panel value="exercises" pt="sm">
          <ReadingExercises readingId={props.value.id} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

function EditTab({ value, onChange, errors }: RecordFormProps<Reading>) {
  const http = useHttp();
  const t = useT('readings');
  const set = (patch: Partial<Reading>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm" maw={560}>
      <Group align="flex-end">
        <TextInput
          label={t('edit.title')}
          required
          style={{ flex: 1 }}
          value={value.title}
          error={errors.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <Stack gap={2} align="center">
          <Text size="xs" c="dimmed">
            {t('edit.flag')}
          </Text>
          {value.id > 0 ? (
            <FlagCell id={value.id} value={value.flag} contract={readingResource.flag} http={http} />
          ) : (
            <FlagButton flag={value.flag} onChange={(flag) => set({ flag })} />
          )}
        </Stack>
      </Group>
      <TextInput
        label={t('edit.positions')}
        description={t('edit.positionsHelp')}
        value={value.positions}
        error={errors.positions}
        onChange={(e) => set({ positions: e.currentTarget.value })}
      />
      <Checkbox label={t('edit.listening')} checked={value.listening} onChange={(e) => set({ listening: e.currentTarget.checked })} />
      {value.listening && (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('edit.readBy')}
          </Text>
          <SegmentedControl
            aria-label={t('edit.readBy')}
            value={value.readBy}
            onChange={(v) => set({ readBy: v as Reading['readBy'] })}
            data={READ_BY.map((r) => ({ value: r, label: t(`edit.reader.${r}`) }))}
          />
        </Stack>
      )}
    </Stack>
  );
}
