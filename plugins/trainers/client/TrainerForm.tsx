import { Group, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FlagButton, FlagCell, TranslationsEditor, useApi, usePartLink, useHttp, useT, type RecordFormProps } from '../../../sdk/client';
import { lessonOutlineSpecApi } from '../../lesson-outline/public';
import { SegmentsPanel } from './SegmentsPanel';
import { trainerResource, type Trainer } from '../public';

/** The trainer's tabs: Edit, and Segments for a saved trainer. */
export function TrainerForm(props: RecordFormProps<Trainer>) {
  const t = useT('trainers');
  const { value, onChange, errors, courseId } = props;
  const http = useHttp();
  const api = useApi();
  const [lessons, setLessons] = useState<{ id: number; position: number }[]>([]);
  useEffect(() => {
    void api.load(lessonOutlineSpecApi.lessons, { params: { courseId } }).then((l) => setLessons(l ?? []));
  }, [api, courseId]);
  const link = usePartLink(value.id);
  const linkedTab = link.tab === 'segments' || link.partId ? 'segments' : undefined;
  const [tab, setTab] = useState<string | null>(linkedTab ?? 'edit');
  useEffect(() => {
    if (linkedTab) setTab(linkedTab);
  }, [linkedTab, link.partId]);
  const saved = value.id > 0;
  return (
    <Tabs value={saved ? tab : 'edit'} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="edit">{t('form.edit')}</Tabs.Tab>
        {saved && <Tabs.Tab value="segments">{t('segments.title')}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="edit" pt="sm">
        <Stack gap="sm">
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t('form.title')}
              required
              style={{ flex: 1 }}
              value={value.title}
              error={errors.title}
              onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
            />
            <Stack gap={2} align="center">
              <Text size="xs" c="dimmed">
                {t('form.flag')}
              </Text>
              {saved ? (
                <FlagCell id={value.id} value={value.flag} contract={trainerResource.flag} http={http} />
              ) : (
                <FlagButton flag={value.flag} onChange={(flag) => onChange({ ...value, flag })} />
              )}
            </Stack>
          </Group>
          <Select
            label={t('form.lesson')}
            clearable
            searchable
            error={errors.lessonId}
            data={lessons.map((l) => ({ value: String(l.id), label: t('form.lessonNumber', { n: l.position }) }))}
            value={value.lessonId ? String(value.lessonId) : null}
            onChange={(v) => onChange({ ...value, lessonId: v ? Number(v) : null })}
          />
          <TranslationsEditor label={t('form.titleTranslations')} withStatus value={value.sources} onChange={(sources) => onChange({ ...value, sources })} />
        </Stack>
      </Tabs.Panel>
      {saved && (
        <Tabs.Panel value="segments" pt="sm">
          <SegmentsPanel key={value.id} trainerId={value.id} courseId={courseId} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
