import { Checkbox, Group, SegmentedControl, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FlagButton, FlagCell, usePartLink, useHttp, type RecordFormProps } from '../../../sdk/client';
import { POSITIONS_MESSAGE, POSITIONS_PATTERN, READ_BY } from '../rules';
import { ReadingExercises } from './ReadingExercises';
import { ReadingTexts } from './ReadingTexts';
import { readingResource, type Reading } from '../public';
import type { ReadingTab } from './types';

const TABS: ReadingTab[] = ['edit', 'text', 'exercises'];

const READ_BY_LABELS: Record<(typeof READ_BY)[number], string> = { m: 'Male', f: 'Female', mf: 'Both' };

export function readingProblems(r: Reading): Record<string, string> | undefined {
  const p: Record<string, string> = {};
  if (!r.title.trim()) p.title = 'Required';
  if (!POSITIONS_PATTERN.test(r.positions)) p.positions = POSITIONS_MESSAGE;
  return Object.keys(p).length ? p : undefined;
}

/** Tabs Edit (title, positions, listening, read-by), Text and Exercises (saved readings only). */
export function ReadingForm(props: RecordFormProps<Reading>) {
  // A navigation may open the reading on a tab, and a text on the Text tab.
  const link = usePartLink(props.value.id);
  const linkedTab = TABS.find((t) => t === link.tab) ?? (link.partId ? 'text' : undefined);
  const [tab, setTab] = useState<string | null>(linkedTab ?? 'edit');
  useEffect(() => {
    if (linkedTab) setTab(linkedTab);
  }, [linkedTab, link.partId]);
  const saved = props.value.id > 0;
  return (
    <Tabs value={saved ? tab : 'edit'} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="edit">Edit</Tabs.Tab>
        <Tabs.Tab value="text" disabled={!saved}>
          Text
        </Tabs.Tab>
        <Tabs.Tab value="exercises" disabled={!saved}>
          Exercises
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
  const set = (patch: Partial<Reading>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm" maw={560}>
      <Group align="flex-end">
        <TextInput
          label="Title"
          required
          style={{ flex: 1 }}
          value={value.title}
          error={errors.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <Stack gap={2} align="center">
          <Text size="xs" c="dimmed">
            Flag
          </Text>
          {value.id > 0 ? (
            <FlagCell id={value.id} value={value.flag} contract={readingResource.flag} http={http} />
          ) : (
            <FlagButton flag={value.flag} onChange={(flag) => set({ flag })} />
          )}
        </Stack>
      </Group>
      <TextInput
        label="Positions"
        description="Lesson positions, separated by commas"
        value={value.positions}
        error={errors.positions}
        onChange={(e) => set({ positions: e.currentTarget.value })}
      />
      <Checkbox label="Listening" checked={value.listening} onChange={(e) => set({ listening: e.currentTarget.checked })} />
      {value.listening && (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            Read by
          </Text>
          <SegmentedControl
            aria-label="Read by"
            value={value.readBy}
            onChange={(v) => set({ readBy: v as Reading['readBy'] })}
            data={READ_BY.map((r) => ({ value: r, label: READ_BY_LABELS[r] }))}
          />
        </Stack>
      )}
    </Stack>
  );
}
