import { Alert, Badge, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DialectHtmlEditor, FlagButton, FlagCell, StateDialog, useHttp, useT, type RecordFormProps } from '../../../sdk/client';
import { NEW_RECORD_ID } from '../../../sdk/shared';
import { EXERCISE_BOARD } from '../plugin';
import { exerciseResource } from '../public';
import { feedbackColor, type Exercise } from './exercise';
import { HeadingSelect } from './HeadingSelect';

/** Targets' failing fields by index ({ '0.text': … }) for the HTML editor. */
const targetErrors = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith('targets.'))
      .map(([k, v]) => [k.slice('targets.'.length), v]),
  );

/** The exercise editor (spec 3 §2): heading, positions, flag, work state, feedback version and HTML per target dialect. */
export function ExerciseForm({ value, onChange, errors, courseId }: RecordFormProps<Exercise>) {
  const t = useT('exercises');
  const http = useHttp();
  const [stateOpen, setStateOpen] = useState(false);
  const saved = value.id !== NEW_RECORD_ID;
  return (
    <Stack gap="sm">
      {value.error && (
        <Alert color="red" p="xs" title={t('form.check')}>
          <Text size="sm">{value.error}</Text>
        </Alert>
      )}
      <Group gap="xs" align="flex-end">
        <div style={{ flex: 1 }}>
          <HeadingSelect value={value.headingId} error={errors.headingId} onChange={(headingId) => onChange({ ...value, headingId })} />
        </div>
        <Stack gap={2} align="center">
          <Text size="xs" c="dimmed">
            {t('form.flag')}
          </Text>
          {saved ? (
            <FlagCell id={value.id} value={value.flag} contract={exerciseResource.flag} http={http} />
          ) : (
            <FlagButton flag={value.flag} onChange={(flag) => onChange({ ...value, flag })} />
          )}
        </Stack>
      </Group>
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('form.positions')}
          style={{ flex: 1 }}
          value={value.positions}
          error={errors.positions}
          onChange={(e) => onChange({ ...value, positions: e.currentTarget.value })}
        />
        <NumberInput
          label={t('form.feedbackVersion')}
          w={130}
          min={1}
          value={value.feedbackVersion}
          error={errors.feedbackVersion}
          onChange={(v) => onChange({ ...value, feedbackVersion: typeof v === 'number' ? v : value.feedbackVersion })}
        />
        <Button variant="light" disabled={!saved} onClick={() => setStateOpen(true)}>
          {t('form.state')}
        </Button>
      </Group>
      {value.feedback.length > 0 && (
        <Group gap={4} aria-label={t('form.feedback')}>
          {value.feedback.map((f) => (
            <Badge key={f.dialectId} color={feedbackColor(f)} variant="light" title={t('form.ratingsVersion', { count: f.n, version: f.version })}>
              {f.dialectCode}: {f.n < 10 ? t('form.ratings', { count: f.n }) : `${f.median / 10} (${f.n})`}
            </Badge>
          ))}
        </Group>
      )}
      <DialectHtmlEditor
        label={t('form.text')}
        toolbar="exercise"
        value={value.targets}
        errors={targetErrors(errors)}
        onChange={(targets) => onChange({ ...value, targets })}
      />
      {saved && <StateDialog opened={stateOpen} onClose={() => setStateOpen(false)} courseId={courseId} boardType={EXERCISE_BOARD} refId={value.id} />}
    </Stack>
  );
}
