import { Tabs, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useApi, useCommands, type ModuleScreenProps, useT } from '../../../sdk/client';
import { conjugationApi } from '../public';
import { BatchConjugateTab } from './BatchConjugateTab';
import { RootChangesTab } from './RootChangesTab';
import { RulesTab } from './RulesTab';
import { TemplatesTab } from './TemplatesTab';
import { VocReportTab } from './VocReportTab';

const TABS = ['templates', 'rules', 'root-changes', 'batch', 'report'] as const;

/**
 * Conjugation (32, spec 3 §2): templates, rules with their endings, root changes, the batch
 * conjugate run and the voc report. Rules and root changes are the course's language's, shared by
 * its courses.
 */
export default function ConjugationScreen({ courseId }: ModuleScreenProps) {
  const api = useApi();
  const t = useT('conjugation');
  const [tab, setTab] = useState<string | null>('rules');
  const [language, setLanguage] = useState<{ languageId: number; name: string }>();
  useEffect(() => {
    void api.load(conjugationApi.language, { params: { courseId } }).then(setLanguage);
  }, [api, courseId]);
  /** A tab of the language's records, once the language is known, under a line saying whose they are. */
  const ofLanguage = (tab: (languageId: number) => ReactNode) =>
    language ? (
      <>
        <Text size="xs" c="dimmed" mb="xs">
          {t('sharedByLanguage', { language: language.name })}
        </Text>
        {tab(language.languageId)}
      </>
    ) : null;
  useCommands(
    TABS.map((value, i) => ({
      id: `conjugation-${value}`,
      category: t('category'),
      title: t('showTab', { tab: t(`tabs.${value}`) }),
      keys: `mod+alt+${i + 1}`,
      run: () => setTab(value),
    })),
  );
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false} style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Tabs.List>
        {TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="templates" style={{ flex: 1, minHeight: 0 }}>
        <TemplatesTab courseId={courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="rules" p="sm">
        {ofLanguage((languageId) => (
          <RulesTab courseId={courseId} languageId={languageId} />
        ))}
      </Tabs.Panel>
      <Tabs.Panel value="root-changes" p="sm">
        {ofLanguage((languageId) => (
          <RootChangesTab courseId={courseId} languageId={languageId} />
        ))}
      </Tabs.Panel>
      <Tabs.Panel value="batch" p="sm">
        <BatchConjugateTab courseId={courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="report" p="sm">
        <VocReportTab courseId={courseId} />
      </Tabs.Panel>
    </Tabs>
  );
}
