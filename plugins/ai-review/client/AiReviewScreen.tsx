import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useT, type ModuleScreenProps } from '../../../sdk/client';
import { CHECKER_KINDS } from '../shared';
import { CheckerTab } from './CheckerTab';
import { DashboardTab } from './DashboardTab';

/** Module 40, AI Review (spec 4 §2.7): the dashboard and the Sources, Targets and Source&Target checkers. */
export default function AiReviewScreen({ courseId }: ModuleScreenProps) {
  const t = useT('ai-review');
  const [tab, setTab] = useState<string | null>('dashboard');
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="dashboard">{t('dashboardTab')}</Tabs.Tab>
        {CHECKER_KINDS.map((k) => (
          <Tabs.Tab key={k} value={k}>
            {t(`checkers.${k}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="dashboard">
        <DashboardTab courseId={courseId} />
      </Tabs.Panel>
      {CHECKER_KINDS.map((k) => (
        <Tabs.Panel key={k} value={k}>
          <CheckerTab courseId={courseId} kind={k} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
