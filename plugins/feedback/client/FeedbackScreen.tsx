import { Button, Checkbox, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi, useCommands, useModuleTitles, useT, type ModuleScreenProps } from '../../../sdk/client';
import { feedbackApi, type FeedbackLesson } from '../public';
import { FeedbackBadges } from './FeedbackBadges';

const letter = (position: number) => String.fromCharCode(64 + position);

/**
 * Lesson feedback report (spec 4 §2.3): From/To lesson, Load (disabled when either is 0 or From > To),
 * Show only Tracking (only tracked activities) and Show Cycle Rate (each cycle's own feedback); the
 * lessons by position with their cycles and activities, feedback coloured from 10 ratings.
 */
export default function FeedbackScreen({ courseId }: ModuleScreenProps) {
  const t = useT('feedback');
  const api = useApi();
  const moduleTitle = useModuleTitles();
  const [from, setFrom] = useState<number>(1);
  const [to, setTo] = useState<number>(1000);
  const [trackingOnly, setTrackingOnly] = useState(false);
  const [cycleRate, setCycleRate] = useState(false);
  const [report, setReport] = useState<FeedbackLesson[] | null>(null);
  const [error, setError] = useState<string>();

  const canLoad = from > 0 && to > 0 && from <= to;
  const load = async () => {
    if (!canLoad) return;
    const o = await api.call(feedbackApi.report, { params: { courseId }, query: { start: from, end: to } });
    if (!o.ok) return setError(o.error);
    setError(undefined);
    setReport(o.data);
  };
  useCommands([{ id: 'load', category: t('category'), title: t('palette.load'), keys: 'alt+shift+L', when: () => canLoad, run: () => void load() }]);

  return (
    <Stack p="md" gap="sm" style={{ height: '100%', overflow: 'auto' }} data-testid="feedback-screen">
      <Group align="flex-end">
        <NumberInput label={t('from')} w={120} min={0} max={1000} value={from} onChange={(v) => setFrom(Number(v) || 0)} />
        <NumberInput label={t('to')} w={120} min={0} max={1000} value={to} onChange={(v) => setTo(Number(v) || 0)} />
        <Button disabled={!canLoad} onClick={() => void load()}>
          {t('load')}
        </Button>
        <Checkbox label={t('trackingOnly')} checked={trackingOnly} onChange={(e) => setTrackingOnly(e.currentTarget.checked)} />
        <Checkbox label={t('cycleRate')} checked={cycleRate} onChange={(e) => setCycleRate(e.currentTarget.checked)} />
      </Group>
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      {report?.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {report?.map((l) => (
        <Paper key={l.id} withBorder p="sm" data-testid={`lesson-${l.position}`}>
          <Title order={5}>{l.title ? t('lessonTitled', { position: l.position, title: l.title }) : t('lesson', { position: l.position })}</Title>
          {l.cycles.map((c) => {
            const activities = trackingOnly ? c.activities.filter((a) => a.tracking) : c.activities;
            return (
              <Stack key={c.id} gap={4} mt="xs" data-testid={`cycle-${c.id}`}>
                <Group gap="sm">
                  <Text fw={600}>{t('cycle', { letter: letter(c.position) })}</Text>
                  {cycleRate && <FeedbackBadges feedback={c.feedback} />}
                </Group>
                {activities.length > 0 && (
                  <Table withRowBorders={false}>
                    <Table.Tbody>
                      {activities.map((a) => (
                        <Table.Tr key={`${a.ref}-${a.id}`}>
                          <Table.Td w={140}>
                            <Text size="sm" c="dimmed">
                              {moduleTitle(a.ref) ?? a.ref}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm">{a.title}</Text>
                          </Table.Td>
                          <Table.Td w={24}>{a.tracking && <IconEye size={16} aria-label={t('tracked')} />}</Table.Td>
                          <Table.Td>
                            <FeedbackBadges feedback={a.feedback} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Stack>
            );
          })}
        </Paper>
      ))}
    </Stack>
  );
}
