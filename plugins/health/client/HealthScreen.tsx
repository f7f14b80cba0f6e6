import {
  Accordion,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleDashed,
  IconClock,
  IconHelpCircle,
  IconLoader2,
  IconPlayerSkipForward,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useMemo, useReducer, useState, type ReactElement } from 'react';
import { useApi, useCommands, useHttp, useModuleTitles, useNavigation, type ModuleScreenProps, useT, type Translate } from '../../../sdk/client';
import { healthApi, type HealthCheckDto, type HealthCourse, type HealthGroupDto } from '../public';
import {
  HealthRunner,
  checkBadge,
  checkBadgeKind,
  courseLabel,
  isClean,
  type BadgeKind,
  type CheckState,
  type CourseRun,
  type CourseStatus,
} from './health-runner';

export const DIALOG_WIDTH = 520;
export const DIALOG_HEIGHT = { withMetrics: 360, withoutMetrics: 260 };

const BADGE_COLORS: Record<BadgeKind, string> = {
  processing: 'blue',
  failed: 'red',
  clear: 'green',
  noData: 'gray',
  missing: 'red',
  inProgress: 'yellow',
  unsupported: 'gray',
  attention: 'orange',
  skipped: 'orange',
  queued: 'gray',
};

function CheckIcon({ kind }: { kind: BadgeKind }) {
  const color = `var(--mantine-color-${BADGE_COLORS[kind]}-6)`;
  const props = { size: 18, color, 'aria-hidden': true } as const;
  switch (kind) {
    case 'clear':
      return <IconCircleCheck {...props} />;
    case 'failed':
      return <IconX {...props} />;
    case 'processing':
      return <IconLoader2 {...props} />;
    case 'queued':
      return <IconClock {...props} />;
    case 'skipped':
      return <IconPlayerSkipForward {...props} />;
    case 'noData':
    case 'unsupported':
      return <IconCircleDashed {...props} />;
    default:
      return <IconAlertTriangle {...props} />;
  }
}

const courseIcon = (status: CourseStatus, t: Translate): ReactElement =>
  ({
    loading: <Loader size={16} aria-label={t('loading')} />,
    idle: <IconClock size={18} color="var(--mantine-color-gray-6)" />,
    running: <Loader size={16} aria-label={t('running')} />,
    attention: <IconAlertTriangle size={18} color="var(--mantine-color-orange-6)" />,
    error: <IconX size={18} color="var(--mantine-color-red-6)" />,
    complete: <IconCircleCheck size={18} color="var(--mantine-color-green-6)" />,
    empty: <IconHelpCircle size={18} color="var(--mantine-color-gray-6)" />,
  })[status];

/**
 * The share a check shows: of the records having the problem its label names ('Items with errors'),
 * where 0 % is good, or else of those done, where 100 % is good.
 */
const percent = (s: CheckState | undefined, check: HealthCheckDto) =>
  s?.result ? `${(check.meta?.problem ? 100 - s.result.completionPercent : s.result.completionPercent).toFixed(2)} %` : '';
/** What the share means, said beside it. */
const shareMeaning = (check: HealthCheckDto, t: Translate) => t(check.meta?.problem ? 'share.problem' : 'share.done');
/** The share's colour: green when good (all done, none with the problem), red when nothing is done, orange between. */
const SHARE_COLORS: Record<string, string> = { complete: 'green', missing: 'red', 'in-progress': 'orange' };
const shareColor = (s: CheckState | undefined) => SHARE_COLORS[s?.result?.status ?? ''] ?? 'dimmed';
const finished = (s: CheckState | undefined) => !!s && ['success', 'error', 'skipped'].includes(s.status);

interface OpenCheck {
  courseId: number;
  check: HealthCheckDto;
}

/** One check as a clickable cell or tile: its badge icon and, once run, its percentage. */
function CheckButton({ state, check, onOpen, withLabel }: { state?: CheckState; check: HealthCheckDto; onOpen: () => void; withLabel?: boolean }) {
  const t = useT('health');
  const badge = checkBadge(state);
  const body = (
    <Group gap={4} wrap="nowrap">
      <CheckIcon kind={checkBadgeKind(state)} />
      {withLabel && (
        <Text size="sm" lineClamp={2}>
          {check.label}
        </Text>
      )}
      <Text size="xs" c={shareColor(state)} fw={state?.result ? 600 : undefined} data-testid="health-share">
        {percent(state, check)}
      </Text>
    </Group>
  );
  const share = state?.result ? ` · ${percent(state, check)} ${shareMeaning(check, t)}` : '';
  return (
    <Tooltip label={`${check.label}: ${badge}${share}`} openDelay={300}>
      <UnstyledButton
        aria-label={`${check.label}: ${badge}`}
        data-status={state?.status ?? 'pending'}
        className="cm-health-check"
        onClick={() => finished(state) && onOpen()}
        style={{ cursor: finished(state) ? 'pointer' : 'default' }}
      >
        {withLabel ? (
          <Paper withBorder p="xs">
            {body}
          </Paper>
        ) : (
          body
        )}
      </UnstyledButton>
    </Tooltip>
  );
}

function MatrixGroup({ group, run, onOpen }: { group: HealthGroupDto; run: CourseRun; onOpen: (c: HealthCheckDto) => void }) {
  const t = useT('health');
  const { rows, columns, cell } = useMemo(() => {
    const rows = new Map<string, string>();
    const columns = new Map<string, string>();
    const cell = new Map<string, HealthCheckDto>();
    for (const c of group.checks) {
      const r = String(c.meta?.rowId ?? c.id);
      const col = String(c.meta?.columnId ?? '');
      rows.set(r, c.meta?.rowLabel ?? c.label);
      columns.set(col, c.meta?.columnLabel ?? c.meta?.dialectCode ?? col);
      cell.set(`${r}|${col}`, c);
    }
    return { rows: [...rows], columns: [...columns], cell };
  }, [group]);
  if (!group.checks.length) return <Text c="dimmed">{t('noChecks')}</Text>;
  return (
    <Table withTableBorder withColumnBorders striped fz="sm" data-testid="health-matrix">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{group.config?.rowLabel ?? ''}</Table.Th>
          {columns.map(([id, label]) => (
            <Table.Th key={id}>{label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([rowId, rowLabel]) => (
          <Table.Tr key={rowId}>
            <Table.Td>{rowLabel}</Table.Td>
            {columns.map(([colId]) => {
              const c = cell.get(`${rowId}|${colId}`);
              return <Table.Td key={colId}>{c ? <CheckButton check={c} state={run.checks.get(c.id)} onOpen={() => onOpen(c)} /> : '-'}</Table.Td>;
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TilesGroup({ group, run, onOpen }: { group: HealthGroupDto; run: CourseRun; onOpen: (c: HealthCheckDto) => void }) {
  const t = useT('health');
  if (!group.checks.length) return <Text c="dimmed">{t('noChecks')}</Text>;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" data-testid="health-tiles">
      {group.checks.map((c) => (
        <CheckButton key={c.id} check={c} state={run.checks.get(c.id)} onOpen={() => onOpen(c)} withLabel />
      ))}
    </SimpleGrid>
  );
}

function CheckDialog({ open, runner, onClose }: { open: OpenCheck | null; runner: HealthRunner; onClose: () => void }) {
  const navigation = useNavigation();
  const t = useT('health');
  const state = open ? runner.course(open.courseId)?.checks.get(open.check.id) : undefined;
  const metrics = state?.result?.metrics ?? [];
  const badge = checkBadge(state);
  return (
    <Modal
      opened={!!open}
      onClose={onClose}
      title={open?.check.label}
      size={DIALOG_WIDTH}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ content: { height: metrics.length ? DIALOG_HEIGHT.withMetrics : DIALOG_HEIGHT.withoutMetrics } }}
    >
      {open && (
        <Stack gap="sm" data-testid="health-check-dialog">
          <Group>
            <Badge color={BADGE_COLORS[checkBadgeKind(state)]} data-testid="health-badge">
              {badge}
            </Badge>
            {state?.result && (
              <Text fw={600} c={shareColor(state)} data-testid="health-percent">
                {percent(state, open.check)}
              </Text>
            )}
            {state?.result && (
              <Text size="sm" c="dimmed">
                {shareMeaning(open.check, t)}
              </Text>
            )}
          </Group>
          {(state?.status === 'error' || state?.status === 'skipped') && (
            <Text c="red" size="sm">
              {t('errors.check')}
            </Text>
          )}
          {metrics.length > 0 && (
            <SimpleGrid cols={3} spacing="xs">
              {metrics.map((m) => {
                const tile = (
                  <Paper withBorder p="xs">
                    <Text size="xs" c="dimmed">
                      {m.label}
                    </Text>
                    <Text fw={600}>{String(m.value)}</Text>
                  </Paper>
                );
                return m.ref && (m.search !== undefined || m.params) ? (
                  <UnstyledButton
                    key={m.label}
                    aria-label={t('openMetric', { label: m.label, value: m.value })}
                    onClick={() => {
                      onClose();
                      navigation.navigate({ ...m.params, ref: m.ref!, courseId: open.courseId, ...(m.search !== undefined ? { search: m.search } : {}) });
                    }}
                  >
                    {tile}
                  </UnstyledButton>
                ) : (
                  <Box key={m.label}>{tile}</Box>
                );
              })}
            </SimpleGrid>
          )}
          {!isClean(state) && (
            <Group justify="flex-end">
              <Button
                size="xs"
                loading={state?.status === 'loading' || state?.status === 'pending'}
                onClick={() => void runner.runCheck(open.courseId, open.check.id)}
              >
                {t('rerunCheck')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}

const CHOSEN_KEY = 'cm_health_courses';
const readChosenCourses = (): number[] | undefined => {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(CHOSEN_KEY) ?? 'null');
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : undefined;
  } catch {
    return undefined;
  }
};
const keepChosenCourses = (ids: number[]) => localStorage.setItem(CHOSEN_KEY, JSON.stringify(ids));

/** Module 89 (spec 1 §2 Health screen). */
export default function HealthScreen(_props: ModuleScreenProps) {
  const http = useHttp();
  const api = useApi();
  const t = useT('health');
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const moduleTitle = useModuleTitles();
  const runner = useMemo(() => new HealthRunner(http, rerender, moduleTitle), [http, moduleTitle]);
  const [courses, setCourses] = useState<HealthCourse[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState<OpenCheck | null>(null);

  // The screen opens on the checks of the courses loaded last time (every course the first time).
  useEffect(() => {
    void api.load(healthApi.courses).then((c) => {
      const list = c ?? [];
      setCourses(list);
      const kept = readChosenCourses();
      const chosen = list.filter((x) => (kept ? kept.includes(x.id) : true));
      setSelected(chosen.map((x) => String(x.id)));
      if (chosen.length) void loadChecks(chosen);
    });
  }, [api]);

  const loadChecks = async (
    chosen = selected
      .map(Number)
      .map((id) => courses.find((c) => c.id === id)!)
      .filter(Boolean),
  ) => {
    setLoading(true);
    keepChosenCourses(chosen.map((c) => c.id));
    try {
      await runner.load(chosen);
    } finally {
      setLoading(false);
    }
  };

  useCommands([
    {
      id: 'load',
      category: t('category'),
      title: t('commands.load'),
      keys: 'alt+shift+L',
      when: () => selected.length > 0,
      run: () => void loadChecks(),
    },
    {
      id: 'run-all',
      category: t('category'),
      title: t('commands.runAll'),
      keys: 'alt+shift+R',
      when: () => runner.courses.some((r) => runner.isReady(r)),
      run: () => void runner.runAll(),
    },
  ]);

  return (
    <Stack p="md" gap="md" data-testid="health-screen" style={{ height: '100%', overflow: 'auto' }}>
      <Group align="flex-end">
        <MultiSelect
          label={t('courses')}
          data={courses.map((c) => ({ value: String(c.id), label: c.name }))}
          value={selected}
          onChange={setSelected}
          searchable
          clearable
          style={{ minWidth: 360 }}
        />
        <Button disabled={!selected.length} onClick={() => void loadChecks()}>
          {t('loadChecks')}
        </Button>
        <Button variant="light" data-testid="health-run-all" disabled={!runner.courses.some((r) => runner.isReady(r))} onClick={() => void runner.runAll()}>
          {t('runAll')}
        </Button>
      </Group>
      {loading && <Text c="dimmed">{t('loadingCourses')}</Text>}
      {!loading && runner.courses.length === 0 && <Text c="dimmed">{t('hint')}</Text>}
      <Accordion multiple variant="separated" chevronPosition="left">
        {runner.courses.map((run) => {
          const status = runner.status(run);
          return (
            <Accordion.Item key={run.course.id} value={String(run.course.id)} data-testid={`health-course-${run.course.id}`} data-status={status}>
              <Accordion.Control>
                <Group wrap="nowrap" gap="sm">
                  <Tooltip label={courseLabel(status)}>
                    <span aria-label={courseLabel(status)}>{courseIcon(status, t)}</span>
                  </Tooltip>
                  <Text fw={600}>{run.course.name}</Text>
                  <Text size="sm" c="dimmed">
                    {runner.summary(run)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {run.load === 'error' ? (
                  <Group>
                    <Text c="red">{t('errors.load')}</Text>
                    <Button size="xs" variant="light" onClick={() => void runner.loadCourse(run.course.id)}>
                      {t('retry')}
                    </Button>
                  </Group>
                ) : run.load === 'loading' ? (
                  <Loader size="sm" />
                ) : (
                  <Stack gap="md">
                    <Text size="sm">
                      {courseLabel(status)} · {runner.summary(run)}
                    </Text>
                    <Group gap="xs">
                      <Button size="xs" disabled={!runner.isReady(run)} onClick={() => void runner.runCourse(run.course.id, 'unrun')}>
                        {t('runAll')}
                      </Button>
                      <Button size="xs" variant="light" disabled={!runner.isReady(run)} onClick={() => void runner.runCourse(run.course.id, 'all')}>
                        {t('rerunAll')}
                      </Button>
                      <Button size="xs" variant="light" disabled={!runner.isReady(run)} onClick={() => void runner.runCourse(run.course.id, 'incomplete')}>
                        {t('rerunIncomplete')}
                      </Button>
                    </Group>
                    {run.groups.length === 0 && <Text c="dimmed">{t('noChecks')}</Text>}
                    {run.groups.map((g) => (
                      <Stack key={g.title} gap={4}>
                        <Text fw={600} size="sm">
                          {g.title}
                        </Text>
                        {g.layout === 'matrix' ? (
                          <MatrixGroup group={g} run={run} onOpen={(check) => setOpen({ courseId: run.course.id, check })} />
                        ) : (
                          <TilesGroup group={g} run={run} onOpen={(check) => setOpen({ courseId: run.course.id, check })} />
                        )}
                      </Stack>
                    ))}
                  </Stack>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      <CheckDialog open={open} runner={runner} onClose={() => setOpen(null)} />
    </Stack>
  );
}
