import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TOKENS, useApi, useService, useT } from '../../../sdk/client';
import { audioApi, audioArtistResource, type ArtistRow, type DashboardRow } from '../public';

/**
 * Spec 3 §2 Dashboard: lesson range (1-1000, Load disabled on 0 or From > To), target dialect, rows per ref; pending rows open 'create sets'.
 * The range applies to records placed in lessons; those of no lesson (sentences…) count in every range, as the Lessons column says.
 */
export function DashboardTab({ courseId, onCreated }: { courseId: number; onCreated: (dialectId: string) => void }) {
  const api = useApi();
  const t = useT('audio');
  const config = useService(TOKENS.courseConfigs).of(courseId);
  const [start, setStart] = useState<string | number>(1);
  const [end, setEnd] = useState<string | number>(1000);
  const [dialect, setDialect] = useState<string | null>(String(config?.targetDialectDefaultId ?? config?.targetDialects[0]?.dialectId ?? ''));
  const [rows, setRows] = useState<DashboardRow[] | null>(null);
  const [creating, setCreating] = useState<DashboardRow | null>(null);
  const [artists, setArtists] = useState<ArtistRow[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState('');
  const s = Number(start) || 0;
  const e = Number(end) || 0;
  const range = { startLesson: Math.max(1, s), endLesson: Math.min(1000, e) };

  const load = async () => {
    if (!dialect) return;
    const got = await api.load(audioApi.dashboard, { params: { courseId, dialectId: dialect }, query: range });
    setRows(got?.rows ?? []);
  };
  // The preselected range and dialect load at once; a changed one with Load.
  useEffect(() => void load(), [courseId]);
  const open = async (r: DashboardRow) => {
    setArtists((await api.load(audioArtistResource.list, { params: { courseId } })) ?? []);
    setChosen([]);
    setError('');
    setCreating(r);
  };
  const create = async () => {
    if (!dialect || !creating) return;
    const res = await api.call(audioApi.createSets, { params: { courseId, dialectId: dialect, ref: creating.ref }, body: { ...range, artistIds: chosen } });
    if (!res.ok) {
      // The list's error, or an artist's ('artistIds.0': not of this course).
      setError(Object.entries(res.fields ?? {}).find(([k]) => k === 'artistIds' || k.startsWith('artistIds.'))?.[1] ?? res.error);
      return;
    }
    setCreating(null);
    // The Sets tab takes over (this tab goes), showing the new sets.
    onCreated(dialect);
  };

  return (
    <Stack gap="sm">
      <Group align="end">
        <NumberInput label={t('dashboard.start')} min={1} max={1000} value={start} onChange={setStart} w={120} />
        <NumberInput label={t('dashboard.end')} min={1} max={1000} value={end} onChange={setEnd} w={120} />
        <Select
          label={t('dashboard.dialect')}
          w={200}
          value={dialect}
          onChange={setDialect}
          data={(config?.targetDialects ?? []).map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
        />
        <Button onClick={() => void load()} disabled={!dialect || s === 0 || e === 0 || s > e}>
          {t('dashboard.load')}
        </Button>
      </Group>
      {rows && (
        <Table striped highlightOnHover aria-label={t('dashboard.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.records')}</Table.Th>
              <Table.Th>{t('dashboard.lessons')}</Table.Th>
              <Table.Th>{t('dashboard.pending')}</Table.Th>
              <Table.Th>{t('dashboard.wordsAny')}</Table.Th>
              {/* the gender codes, the same in every language */}
              {(['m', 'f', 'mf'] as const).map((g) => (
                <Table.Th key={g}>{g}</Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.ref}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td title={t(r.byLesson ? 'dashboard.inLessons' : 'dashboard.noLesson')}>
                  {t(r.byLesson ? 'dashboard.inRange' : 'dashboard.all')}
                </Table.Td>
                <Table.Td>{r.pending}</Table.Td>
                <Table.Td>{r.wordCounts.any}</Table.Td>
                <Table.Td>{r.wordCounts.m}</Table.Td>
                <Table.Td>{r.wordCounts.f}</Table.Td>
                <Table.Td>{r.wordCounts.mf}</Table.Td>
                <Table.Td>
                  {r.pending > 0 && (
                    <Button size="xs" variant="light" onClick={() => void open(r)}>
                      {t('dashboard.createSets')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={!!creating} onClose={() => setCreating(null)} title={t('dashboard.createTitle', { name: creating?.name ?? '' })}>
        <Stack gap="xs">
          <Text size="sm">{t('dashboard.pendingItems', { n: creating?.pending })}</Text>
          {artists.map((a) => (
            <Checkbox
              key={a.id}
              label={`${a.name} (${a.gender})`}
              checked={chosen.includes(a.id)}
              onChange={(ev) => setChosen(ev.currentTarget.checked ? [...chosen, a.id] : chosen.filter((id) => id !== a.id))}
            />
          ))}
          {error && (
            <Text c="red" size="sm">
              {error}
            </Text>
          )}
          <Button onClick={() => void create()} disabled={!chosen.length}>
            {t('dashboard.create')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
