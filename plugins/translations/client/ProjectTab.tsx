import { Box, Button, Group, Menu, Select, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconFileExport, IconFileImport, IconLanguage, IconPlayerStop, IconWand } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DataGrid, useApi, useCommands, type GridRow } from '../../../sdk/client';
import { translationsApi, type CatRow, type CreatedProject, type PretranslateMode, type Project } from '../public';
import { BucketSummary } from './BucketSummary';
import { ExportXliffDialog, ImportXliffDialog } from './XliffDialogs';

/** Spec 3 §9: a pre-translation run is polled every 1.5 s. */
export const PRETRANSLATE_POLL_MS = 1500;
const PRIORITIES = [
  { value: '0', label: 'Low' },
  { value: '1', label: 'Normal' },
  { value: '2', label: 'High' },
];
const running = (p?: Project | null) => !!p?.async.processing;

export interface ProjectTabProps {
  courseId: number;
  projectId?: number;
  onSelect(id: number | undefined): void;
  onOpenCat(id: number): void;
  /** What Create project answered (the project, its rows, the list and the users): shown as it is, once, instead of being read. */
  created?: CreatedProject;
}

/**
 * The Project tab (spec 3 §2): the course's projects on the left; the selected one's header,
 * bucket summary, priority, user, Actions (disabled when every row is validated or a run is on; pre-translation by copy, memory or ai as a queued task,
 * polled every 1.5 s, cancellable, followed again after a reload), delete, Export and Import XLIFF (XliffDialogs), Open CAT and its rows.
 */
export function ProjectTab({ courseId, projectId, onSelect, onOpenCat, created }: ProjectTabProps) {
  const api = useApi();
  const [list, setList] = useState<Project[]>();
  const [project, setProject] = useState<Project | null>();
  const [rows, setRows] = useState<CatRow[]>();
  const [users, setUsers] = useState<{ id: number; name: string }[]>([]);
  const [canDelete, setCanDelete] = useState(false);
  const [message, setMessage] = useState<string>();
  const [xliff, setXliff] = useState<'export' | 'import'>();

  // A project just created comes with what this tab shows: nothing is read for it (one request for Create project).
  const fresh = useRef(created);
  const loadList = useCallback(() => api.load(translationsApi.projects, { query: { course: courseId } }).then((l) => setList(l ?? [])), [api, courseId]);
  useEffect(() => {
    if (fresh.current) setList(fresh.current.projects);
    else void loadList();
  }, [loadList]);
  useEffect(() => {
    if (fresh.current) setUsers(fresh.current.users);
    else void api.load(translationsApi.freelances, { params: { courseId } }).then((u) => setUsers(u ?? []));
  }, [api, courseId]);
  const loadProject = useCallback(
    async (id: number) => {
      const [p, r] = await Promise.all([
        api.load(translationsApi.project, { params: { id } }),
        api.load(translationsApi.projectItems, { params: { projectId: id } }),
      ]);
      setProject(p ?? null);
      setRows(r ?? []);
    },
    [api],
  );
  useEffect(() => {
    setProject(undefined);
    setCanDelete(false);
    const made = fresh.current;
    fresh.current = undefined;
    if (made && made.id === projectId) {
      setProject(made.project);
      setRows(made.projectRows);
    } else if (projectId) void loadProject(projectId);
  }, [projectId, loadProject]);

  // A run in progress (also one found on load) is polled until it ends, then the rows reload.
  const isRunning = running(project);
  useEffect(() => {
    if (!isRunning || !projectId) return;
    const timer = setInterval(() => {
      void api.load(translationsApi.project, { params: { id: projectId } }).then((p) => {
        if (!p) return;
        setProject(p);
        if (!running(p)) void loadProject(projectId);
      });
    }, PRETRANSLATE_POLL_MS);
    return () => clearInterval(timer);
  }, [api, isRunning, projectId, loadProject]);

  const edit = async (body: { priority?: number; freelanceId?: number | null }) => {
    if (!project) return;
    const res = await api.call(translationsApi.updateProject, { params: { id: project.id }, body });
    if (!res.ok) return setMessage(Object.values(res.fields ?? {})[0] ?? res.error);
    setMessage(undefined);
    setProject(res.data);
    setList((l) => l?.map((p) => (p.id === res.data.id ? res.data : p)));
  };
  const pretranslate = async (mode: PretranslateMode) => {
    if (!project) return;
    const res = await api.call(translationsApi.pretranslate, { params: { id: project.id }, body: { mode } });
    if (!res.ok) return setMessage(res.error);
    setProject(res.data);
  };
  const cancel = async () => {
    if (!project) return;
    const res = await api.call(translationsApi.cancelPretranslate, { params: { id: project.id } });
    if (!res.ok) return setMessage(res.error);
    const { projectRows, ...cancelled } = res.data;
    setProject(cancelled);
    setRows(projectRows);
  };
  const remove = async () => {
    if (!project) return;
    const res = await api.call(translationsApi.deleteProject, { params: { id: project.id } });
    if (!res.ok) return setMessage(res.error);
    onSelect(undefined);
    setList((l) => l?.filter((p) => p.id !== res.data.id));
  };
  const has = () => !!project;
  useCommands([
    {
      id: 'project-pretranslate-memory',
      category: 'Translation Project',
      title: 'Pre-translate from memory',
      keys: 'alt+shift+M',
      when: () => has() && !isRunning,
      run: () => void pretranslate('memory'),
    },
    {
      id: 'project-pretranslate-ai',
      category: 'Translation Project',
      title: 'Pre-translate with the AI proposer',
      keys: 'alt+shift+A',
      when: () => has() && !isRunning,
      run: () => void pretranslate('ai'),
    },
    {
      id: 'project-pretranslate-copy',
      category: 'Translation Project',
      title: 'Pre-translate by copying the source',
      keys: 'alt+shift+Y',
      when: () => has() && !isRunning,
      run: () => void pretranslate('copy'),
    },
    {
      id: 'project-cancel',
      category: 'Translation Project',
      title: 'Cancel the pre-translation',
      keys: 'alt+shift+Q',
      when: () => isRunning,
      run: () => void cancel(),
    },
    { id: 'project-export-xliff', category: 'Translation Project', title: 'Export XLIFF', keys: 'alt+shift+E', when: has, run: () => setXliff('export') },
    { id: 'project-import-xliff', category: 'Translation Project', title: 'Import XLIFF', keys: 'alt+shift+I', when: has, run: () => setXliff('import') },
    {
      id: 'project-open-cat',
      category: 'Translation Project',
      title: 'Open the project in the CAT',
      keys: 'alt+O',
      when: has,
      run: () => {
        if (project) onOpenCat(project.id);
      },
    },
  ]);

  const unvalidated = project ? project.items - project.buckets.validated : 0;
  return (
    <Box h="100%" style={{ display: 'flex' }}>
      <Stack gap={2} p={6} w={240} style={{ borderRight: '1px solid var(--mantine-color-gray-3)', overflow: 'auto' }} aria-label="Projects">
        {list?.length === 0 && (
          <Text size="sm" c="dimmed">
            No projects yet: create one from the Dashboard.
          </Text>
        )}
        {list?.map((p) => (
          <UnstyledButton
            key={p.id}
            p={6}
            onClick={() => onSelect(p.id)}
            aria-current={p.id === projectId || undefined}
            style={{ borderRadius: 4, background: p.id === projectId ? 'var(--mantine-color-blue-0)' : undefined }}
          >
            <Text size="sm" fw={500}>
              {p.name}
            </Text>
            <Text size="xs" c="dimmed">
              {p.done}/{p.items} done · {p.freelanceName ?? 'nobody'}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
      <Stack gap="xs" p="sm" style={{ flex: 1, minWidth: 0 }}>
        {!projectId && (
          <Text size="sm" c="dimmed">
            Select a project.
          </Text>
        )}
        {project === null && (
          <Text size="sm" c="red">
            This project no longer exists.
          </Text>
        )}
        {project && (
          <>
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={600} data-testid="project-name">
                  {project.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {project.fromDialectCode} into {project.toDialectCode} · {project.done}/{project.items} done, {project.doing} doing
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <Menu>
                  <Menu.Target>
                    <Button size="xs" variant="light" leftSection={<IconWand size={14} />} disabled={isRunning || !unvalidated}>
                      Actions
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Label>Pre-translate the empty rows</Menu.Label>
                    <Menu.Item onClick={() => void pretranslate('memory')}>From memory (≥ 100)</Menu.Item>
                    <Menu.Item onClick={() => void pretranslate('ai')}>AI proposal (memory and vocabulary)</Menu.Item>
                    <Menu.Item onClick={() => void pretranslate('copy')}>Copy the source</Menu.Item>
                    <Menu.Item color="red" onClick={() => void pretranslate('delete')}>
                      Delete the texts of the rows not done
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
                <Button size="xs" variant="light" leftSection={<IconFileExport size={14} />} onClick={() => setXliff('export')}>
                  Export XLIFF
                </Button>
                <Button size="xs" variant="light" leftSection={<IconFileImport size={14} />} onClick={() => setXliff('import')}>
                  Import XLIFF
                </Button>
                <Button size="xs" leftSection={<IconLanguage size={14} />} onClick={() => onOpenCat(project.id)}>
                  Open CAT
                </Button>
              </Group>
            </Group>
            <BucketSummary project={project} />
            {isRunning && (
              <Group gap={6}>
                <Text size="sm" data-testid="pretranslate-progress">
                  Pre-translating ({project.async.mode}): {project.async.totals.done}/{project.async.totals.total}
                </Text>
                <Button size="compact-xs" color="red" variant="light" leftSection={<IconPlayerStop size={12} />} onClick={() => void cancel()}>
                  Cancel
                </Button>
              </Group>
            )}
            <Group gap={6} align="flex-end">
              <Select
                size="xs"
                w={120}
                label="Priority"
                allowDeselect={false}
                data={PRIORITIES}
                value={String(project.priority)}
                onChange={(v) => v && void edit({ priority: Number(v) })}
              />
              <Select
                size="xs"
                w={220}
                label="User"
                clearable
                data={users.map((u) => ({ value: String(u.id), label: u.name }))}
                value={project.freelanceId ? String(project.freelanceId) : null}
                onChange={(v) => void edit({ freelanceId: v ? Number(v) : null })}
              />
              <Switch size="xs" label="Allow delete" checked={canDelete} onChange={(e) => setCanDelete(e.currentTarget.checked)} />
              <Button size="xs" color="red" variant="light" disabled={!canDelete} onClick={() => void remove()}>
                Delete
              </Button>
            </Group>
            {message && (
              <Text size="sm" c="red">
                {message}
              </Text>
            )}
            <Box style={{ flex: 1, minHeight: 200 }}>
              <DataGrid gridName="translationProjectItems" rows={rows as GridRow[] | undefined} />
            </Box>
            <ExportXliffDialog projectId={project.id} opened={xliff === 'export'} onClose={() => setXliff(undefined)} />
            <ImportXliffDialog
              projectId={project.id}
              opened={xliff === 'import'}
              onClose={() => setXliff(undefined)}
              onImported={() => void loadProject(project.id)}
            />
          </>
        )}
      </Stack>
    </Box>
  );
}
