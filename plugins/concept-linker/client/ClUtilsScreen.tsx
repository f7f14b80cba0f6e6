import { Button, Group, NumberInput, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useApi, type ModuleScreenProps, useT } from '../../../sdk/client';
import { MODULE } from '../../../sdk/shared';
import { vocabularyApi } from '../../vocabulary/public';
import { conceptLinkerApi, type ConceptUse } from '../public';
import { lessonBound, LESSON_MAX } from '../shared';

interface VocUse {
  id: number;
  title: string;
  word: string;
  nUses: number;
}

/** The rows whose title, word or id contain the filter (no case). */
export const filterUses = <T extends { id: number; title: string; word?: string }>(rows: T[], filter: string) => {
  const f = filter.trim().toLowerCase();
  return f ? rows.filter((r) => `${r.id} ${r.title} ${r.word ?? ''}`.toLowerCase().includes(f)) : rows;
};

/**
 * Module 31, lesson utilities (spec 3 §2 Uses): choose a lesson, Load; tabs Panels and Vocabulary
 * with a filter and usage counts: how many linked texts use each concept, among the texts of
 * records placed in lessons up to and including the chosen one and the texts of no lesson
 * (sentences). The vocabulary's rows come from its owner, their counts from the linker.
 */
export default function ClUtilsScreen({ courseId }: ModuleScreenProps) {
  const api = useApi();
  const t = useT('concept-linker');
  const [lesson, setLesson] = useState<string | number>(LESSON_MAX);
  const [vocs, setVocs] = useState<VocUse[]>();
  const [panels, setPanels] = useState<ConceptUse[]>();
  const [filter, setFilter] = useState('');
  const [loaded, setLoaded] = useState<number>();

  const load = async () => {
    const lessonPos = lessonBound(lesson, LESSON_MAX);
    const query = { lessonPos };
    const [v, vUses, p] = await Promise.all([
      api.load(vocabularyApi.clUtils, { params: { courseId }, query }),
      api.load(conceptLinkerApi.conceptUseCounts, { params: { courseId, ref: MODULE.vocsCourse }, query }),
      api.load(conceptLinkerApi.panelUses, { params: { courseId }, query }),
    ]);
    const uses = new Map((vUses ?? []).map((u) => [u.id, u.nUses]));
    setVocs((v ?? []).map((r) => ({ ...r, nUses: uses.get(r.id) ?? 0 })));
    setPanels(p ?? []);
    setLoaded(lessonPos);
  };

  const rows = <T extends { id: number; title: string; word?: string; nUses: number }>(list: T[]) => (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('utils.id')}</Table.Th>
          <Table.Th>{t('utils.titleColumn')}</Table.Th>
          <Table.Th>{t('utils.word')}</Table.Th>
          <Table.Th>{t('utils.uses')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {filterUses(list, filter).map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.id}</Table.Td>
            <Table.Td>{r.title}</Table.Td>
            <Table.Td>{r.word ?? ''}</Table.Td>
            <Table.Td>{r.nUses}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Stack p="md" gap="sm">
      <Title order={4}>{t('utils.title')}</Title>
      <Group align="end">
        <NumberInput label={t('utils.lesson')} min={1} max={LESSON_MAX} value={lesson} onChange={setLesson} w={120} />
        <Button onClick={() => void load()}>{t('utils.load')}</Button>
        <TextInput label={t('utils.filter')} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} w={240} />
      </Group>
      {loaded !== undefined && (
        <Text size="sm" c="dimmed">
          {t('utils.usesIn', { lesson: loaded })}
        </Text>
      )}
      <Tabs defaultValue="vocabulary">
        <Tabs.List>
          <Tabs.Tab value="panels">{t('utils.panels')}</Tabs.Tab>
          <Tabs.Tab value="vocabulary">{t('utils.vocabulary')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="panels">
          {panels === undefined ? (
            <Text size="sm" c="dimmed">
              {t('utils.chooseLesson')}
            </Text>
          ) : panels.length ? (
            rows(panels)
          ) : (
            <Text size="sm" c="dimmed">
              {t('utils.noPanels')}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="vocabulary">
          {vocs === undefined ? (
            <Text size="sm" c="dimmed">
              {t('utils.chooseLesson')}
            </Text>
          ) : (
            rows(vocs)
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
