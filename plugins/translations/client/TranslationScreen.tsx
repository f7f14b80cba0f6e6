import { Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useCommands, useT, type ModuleScreenProps } from '../../../sdk/client';
import { CatEditor } from './CatEditor';
import { DashboardTab } from './DashboardTab';
import { ProjectTab } from './ProjectTab';
import TextsTab from './TextsTab';
import type { CreatedProject } from '../public';

type Tab = 'translation' | 'dashboard' | 'project' | 'texts';
const TABS: Tab[] = ['translation', 'dashboard', 'project', 'texts'];

/**
 * What a navigation opens: params.tab and params.project say it; a search value that is a
 * project id alone loads that project in the Translation tab (spec 4 §2.1); a search with a
 * dialect is a text search (the Texts tab, where other modules' links land).
 */
function opening(params: ModuleScreenProps['params']): { tab: Tab; project?: number } {
  const project =
    typeof params?.project === 'number'
      ? params.project
      : params?.search && /^\d{1,9}$/.test(params.search) && params.dialect === undefined
        ? Number(params.search)
        : undefined;
  const tab = TABS.includes(params?.tab as Tab)
    ? (params!.tab as Tab)
    : project
      ? 'translation'
      : params?.search !== undefined || params?.dialect !== undefined
        ? 'texts'
        : 'translation';
  return { tab, project };
}

/**
 * Translation Projects (module 36; spec 3 §2 Translation project screen): the Translation tab (the
 * keyboard-first CAT editor of a project), the Dashboard (create projects from pending work),
 * Project (list, edit, assign, pre-translate) and Texts (search and edit any translation).
 */
export default function TranslationScreen(props: ModuleScreenProps) {
  const t = useT('translations');
  const [tab, setTab] = useState<Tab>(() => opening(props.params).tab);
  const [project, setProject] = useState<number | undefined>(() => opening(props.params).project);
  // A project the Dashboard just made, with what the Project tab shows of it: given to that tab once.
  const [created, setCreated] = useState<CreatedProject>();
  useEffect(() => {
    if (tab !== 'project') setCreated(undefined);
  }, [tab]);
  useEffect(() => {
    const o = opening(props.params);
    setTab(o.tab);
    if (o.project) setProject(o.project);
  }, [props.params]);

  const openCat = (id: number) => {
    setProject(id);
    setTab('translation');
  };
  const category = t('screen.category');
  useCommands([
    { id: 'tab-translation', category, title: t('screen.palette.translation'), keys: 'alt+1', run: () => setTab('translation') },
    { id: 'tab-dashboard', category, title: t('screen.palette.dashboard'), keys: 'alt+2', run: () => setTab('dashboard') },
    { id: 'tab-project', category, title: t('screen.palette.project'), keys: 'alt+3', run: () => setTab('project') },
    { id: 'tab-texts', category, title: t('screen.palette.texts'), keys: 'alt+4', run: () => setTab('texts') },
  ]);

  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} h="100%" keepMounted={false} style={{ display: 'flex', flexDirection: 'column' }}>
      <Tabs.List>
        <Tabs.Tab value="translation">{t('screen.tabs.translation')}</Tabs.Tab>
        <Tabs.Tab value="dashboard">{t('screen.tabs.dashboard')}</Tabs.Tab>
        <Tabs.Tab value="project">{t('screen.tabs.project')}</Tabs.Tab>
        <Tabs.Tab value="texts">{t('screen.tabs.texts')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="translation" style={{ flex: 1, minHeight: 0 }}>
        <CatEditor courseId={props.courseId} projectId={project} />
      </Tabs.Panel>
      <Tabs.Panel value="dashboard" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <DashboardTab
          courseId={props.courseId}
          onCreated={(made) => {
            setCreated(made);
            setProject(made.id);
            setTab('project');
          }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="project" style={{ flex: 1, minHeight: 0 }}>
        <ProjectTab courseId={props.courseId} projectId={project} onSelect={setProject} onOpenCat={openCat} created={created} />
      </Tabs.Panel>
      <Tabs.Panel value="texts" style={{ flex: 1, minHeight: 0 }}>
        <TextsTab {...props} />
      </Tabs.Panel>
    </Tabs>
  );
}
