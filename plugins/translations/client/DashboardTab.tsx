import { Button, Group, Modal, NumberInput, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useApi, useCommands, useT } from '../../../sdk/client';
import { translationsApi, type CreatedProject, type DashboardCell as Cell, type TranslationDashboard as Dashboard } from '../public';

export interface DashboardTabProps {
  courseId: number;
  /** A project made: its id and what the Project tab shows of it. */
  onCreated(created: CreatedProject): void;
}

/**
 * The Translation Dashboard (spec 2 §2): start and end lesson, Load, and per module one cell per
 * source dialect with pending, doing and done counts; a cell with pending work opens 'Create
 * Translation Project', where a user is required (spec 2 §5).
 */
export function DashboardTab({ courseId, onCreated }: DashboardTabProps) {
  const t = useT('translations');
  const api = useApi();
  const [start, setStart] = useState<number | string>(1);
  const [end, setEnd] = useState<number | string>(1000);
  const [data, setData] = useState<Dashboard | null>();
  const [create, setCreate] = useState<{ ref: number; refName: string; cell: Cell }>();
  const [users, setUsers] = useState<{ id: number; name: string }[]>([]);
  const [user, setUser] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  // Spec 2 §5 (as the API does): a cleared or invalid start falls back to 1, an end to 1000.
  const from = Number(start) || 1;
  const to = Number(end) || 1000;
  const rangeOk = from >= 1 && to <= 1000 && from <= to;

  const fetchRange = useCallback(
    async (startLesson: number, endLesson: number) => {
      setData(undefined);
      const d = await api.load(translationsApi.dashboard, { query: { course: courseId, startLesson, endLesson } });
      setData(d ?? null);
    },
    [api, courseId],
  );
  useEffect(() => void fetchRange(1, 1000), [fetchRange]);
  const load = () => fetchRange(from, to);
  useEffect(() => {
    void api.load(translationsApi.freelances, { params: { courseId } }).then((u) => setUsers(u ?? []));
  }, [api, courseId]);
  useCommands([
    { id: 'dashboard-load', category: t('dashboard.category'), title: t('dashboard.palette.load'), keys: 'alt+L', when: () => rangeOk, run: () => void load() },
  ]);

  const submit = async () => {
    if (!create || !user) return;
    const res = await api.call(translationsApi.createProject, {
      params: { courseId },
      body: { ref: create.ref, dialectId: create.cell.dialectId, freelanceId: Number(user), startLesson: from, endLesson: to },
    });
    if (!res.ok) return setError(Object.values(res.fields ?? {})[0] ?? res.error);
    setCreate(undefined);
    onCreated(res.data);
  };

  return (
    <Stack gap="sm" p="sm">
      <Group gap={6} align="flex-end">
        <NumberInput size="xs" w={110} label={t('dashboard.startLesson')} min={1} max={1000} value={start} onChange={setStart} />
        <NumberInput size="xs" w={110} label={t('dashboard.endLesson')} min={1} max={1000} value={end} onChange={setEnd} />
        <Button size="xs" disabled={!rangeOk} onClick={() => void load()}>
          {t('dashboard.load')}
        </Button>
      </Group>
      {data === null && (
        <Text c="red" size="sm">
          {t('dashboard.failed')}
        </Text>
      )}
      {data &&
        (data.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.empty')}
          </Text>
        ) : (
          <Table withTableBorder withColumnBorders striped aria-label={t('dashboard.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.module')}</Table.Th>
                {data.dialects.map((d) => (
                  <Table.Th key={d.dialectId}>{d.dialectCode}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((r) => (
                <Table.Tr key={r.ref}>
                  <Table.Td>{r.refName}</Table.Td>
                  {data.dialects.map((d) => {
                    const c = r.cells.find((x) => x.dialectId === d.dialectId) ?? { ...d, pending: 0, doing: 0, done: 0 };
                    const label = t('dashboard.cell', { pending: c.pending, doing: c.doing, done: c.done });
                    return (
                      <Table.Td key={d.dialectId}>
                        {c.pending > 0 ? (
                          <UnstyledButton
                            aria-label={`${r.refName} ${d.dialectCode}: ${label}`}
                            onClick={() => {
                              setError(undefined);
                              setUser(null);
                              setCreate({ ref: r.ref, refName: r.refName, cell: c });
                            }}
                          >
                            <Text size="sm" c="orange" td="underline">
                              {label}
                            </Text>
                          </UnstyledButton>
                        ) : (
                          <Text size="sm" c={c.done ? 'green' : 'dimmed'}>
                            {label}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
      <Modal opened={!!create} onClose={() => setCreate(undefined)} title={t('dashboard.create.title')}>
        {create && (
          <Stack gap="sm">
            <Text size="sm">
              {t('dashboard.create.what', {
                module: create.refName,
                dialect: create.cell.dialectCode,
                count: create.cell.pending,
                start: Number(start) || 1,
                end: Number(end) || 1000,
              })}
            </Text>
            <Select
              label={t('dashboard.create.user')}
              placeholder={t('dashboard.create.pickTranslator')}
              searchable
              data={users.map((u) => ({ value: String(u.id), label: u.name }))}
              value={user}
              onChange={setUser}
              error={error}
            />
            <Group justify="flex-end">
              <Button disabled={!user} onClick={() => void submit()}>
                {t('dashboard.create.create')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
