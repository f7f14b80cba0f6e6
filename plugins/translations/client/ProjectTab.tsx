import { Box, Button, Group, Menu, Select, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconFileExport, IconFileImport, IconLanguage, IconPlayerStop, IconWand } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DataGrid, useApi, useCommands, useT, type GridRow } from '../../../sdk/client';
import { translationsApi, type CatRow, type CreatedProject, type PretranslateMode, type Project } from '../public';
import { BucketSummary } from './BucketSummary';
import { ExportXliffDialog, ImportXliffDialog } from './XliffDialogs';

/** Spec 3 §9: a pre-translation run is polled every 1.5 s. */
export const PRETRANSLATE_POLL_MS = 1500;
const PRIORITIES = ['0', '1', '2'];
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
  const t = useT('translations');
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
  const category = t('project.category');
  useCommands([
    {
      id: 'project-pretranslate-memory',
      category,
      title: t('project.palette.memory'),
      keys: 'alt+shift+M',
      when: () => has() && !isRunning,
      run: () => void pretranslate('memory'),
    },
    {
      id: 'project-pretranslate-ai',
      category,
      title: t('project.palette.ai'),
      keys: 'alt+shift+A',
      when: () => has() && !isRunning,
      run: () => void pretranslate('ai'),
    },
    {
      id: 'project-pretranslate-copy',
      category,
      title: t('project.palette.copy'),
      keys: 'alt+shift+Y',
      when: () => has() && !isRunning,
      run: () => void pretranslate('copy'),
    },
    {
      id: 'project-cancel',
      category,
      title: t('project.palette.cancel'),
      keys: 'alt+shift+Q',
      when: () => isRunning,
      run: () => void cancel(),
    },
    { id: 'project-export-xliff', category, title: t('project.exportXliff'), keys: 'alt+shift+E', when: has, run: () => setXliff('export') },
    { id: 'project-import-xliff', category, title: t('project.importXliff'), keys: 'alt+shift+I', when: has, run: () => setXliff('import') },
    {
      id: 'project-open-cat',
      category,
      title: t('project.palette.openCat'),
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
      <Stack gap={2} p={6} w={240} style={{ borderRight: '1px solid var(--mantine-color-gray-3)', overflow: 'auto' }} aria-label={t('project.projects')}>
        {list?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('project.none')}
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
              {t('project.listLine', { done: p.done, items: p.items, user: p.freelanceName ?? t('project.nobody') })}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
      <Stack gap="xs" p="sm" style={{ flex: 1, minWidth: 0 }}>
        {!projectId && (
          <Text size="sm" c="dimmed">
            {t('project.select')}
          </Text>
        )}
        {project === null && (
          <Text size="sm" c="red">
            {t('project.gone')}
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
                  {t('project.header', {
                    from: project.fromDialectCode,
                    to: project.toDialectCode,
                    done: project.done,
                    items: project.items,
                    doing: project.doing,
                  })}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <Menu>
                  <Menu.Target>
                    <Button size="xs" variant="light" leftSection={<IconWand size={14} />} disabled={isRunning || !unvalidated}>
                      {t('project.actions')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Label>{t('project.pretranslate')}</Menu.Label>
                    <Menu.Item onClick={() => void pretranslate('memory')}>{t('project.fromMemory')}</Menu.Item>
                    <Menu.Item onClick={() => void pretranslate('ai')}>{t('project.aiProposal')}</Menu.Item>
                    <Menu.Item onClick={() => void pretranslate('copy')}>{t('project.copySource')}</Menu.Item>
                    <Menu.Item color="red" onClick={() => void pretranslate('delete')}>
                      {t('project.deleteTexts')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
                <Button size="xs" variant="light" leftSection={<IconFileExport size={14} />} onClick={() => setXliff('export')}>
                  {t('project.exportXliff')}
                </Button>
                <Button size="xs" variant="light" leftSection={<IconFileImport size={14} />} onClick={() => setXliff('import')}>
                  {t('project.importXliff')}
                </Button>
                <Button size="xs" leftSection={<IconLanguage size={14} />} onClick={() => onOpenCat(project.id)}>
                  {t('project.openCat')}
                </Button>
              </Group>
            </Group>
            <BucketSummary project={project} />
            {isRunning && (
              <Group gap={6}>
                <Text size="sm" data-testid="pretranslate-progress">
                  {t('project.running', {
                    mode: project.async.mode ? t(`project.modes.${project.async.mode}`) : '',
                    done: project.async.totals.done,
                    total: project.async.totals.total,
                  })}
                </Text>
                <Button size="compact-xs" color="red" variant="light" leftSection={<IconPlayerStop size={12} />} onClick={() => void cancel()}>
                  {t('project.cancel')}
                </Button>
              </Group>
            )}
            <Group gap={6} align="flex-end">
              <Select
                size="xs"
                w={120}
                label={t('project.priority')}
                allowDeselect={false}
                data={PRIORITIES.map((value) => ({ value, label: t(`project.priorities.${value}`) }))}
                value={String(project.priority)}
                onChange={(v) => v && void edit({ priority: Number(v) })}
              />
              <Select
                size="xs"
                w={220}
                label={t('project.user')}
                clearable
                data={users.map((u) => ({ value: String(u.id), label: u.name }))}
                value={project.freelanceId ? String(project.freelanceId) : null}
                onChange={(v) => void edit({ freelanceId: v ? Number(v) : null })}
              />
              <Switch size="xs" label={t('project.allowDelete')} checked={canDelete} onChange={(e) => setCanDelete(e.currentTarget.checked)} />
              <Button size="xs" color="red" variant="light" disabled={!canDelete} onClick={() => void remove()}>
                {t('project.delete')}
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
