import { Alert, Badge, Button, Checkbox, Divider, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { FlagButton, FlagCell, StateDialog, formatTimestamp, useHttp, type RecordFormProps, useT } from '../../../sdk/client';
import { NEW_RECORD_ID } from '../../../sdk/shared';
import { DIALOG_BOARD } from '../plugin';
import { dialogResource, type Dialog } from '../public';
import { CopyDialogPopup } from './CopyDialogPopup';
import { feedbackColor } from './dialog';
import { HeadingSelect } from './HeadingSelect';
import { SegmentList } from './SegmentList';

/** The dialog editor (spec 3 §2): title, heading, positions, flag, work state, feedback version and tracking, then its segments. */
export function DialogForm({ value, onChange, errors, courseId }: RecordFormProps<Dialog>) {
  const http = useHttp();
  const t = useT('dialogs');
  const [stateOpen, setStateOpen] = useState(false);
  const [copyOpen, setCopyOpen] = useState(false);
  const saved = value.id !== NEW_RECORD_ID;
  return (
    <Stack gap="sm">
      {value.error && (
        <Alert color="red" p="xs" title={t('form.check')}>
          <Text size="sm">{value.error}</Text>
        </Alert>
      )}
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
            <FlagCell id={value.id} value={value.flag} contract={dialogResource.flag} http={http} />
          ) : (
            <FlagButton flag={value.flag} onChange={(flag) => onChange({ ...value, flag })} />
          )}
        </Stack>
      </Group>
      <Group gap="xs" align="flex-end" grow>
        <HeadingSelect value={value.headingId} error={errors.headingId} onChange={(headingId) => onChange({ ...value, headingId })} />
        <TextInput
          label={t('form.positions')}
          value={value.positions}
          error={errors.positions}
          onChange={(e) => onChange({ ...value, positions: e.currentTarget.value })}
        />
      </Group>
      <Group gap="xs" align="flex-end">
        <NumberInput
          label={t('form.version')}
          w={110}
          min={1}
          value={value.feedbackVersion}
          error={errors.feedbackVersion}
          onChange={(v) => onChange({ ...value, feedbackVersion: typeof v === 'number' ? v : value.feedbackVersion })}
        />
        <Checkbox
          label={t('form.tracking')}
          mb={8}
          checked={value.feedbackTracking}
          onChange={(e) => onChange({ ...value, feedbackTracking: e.currentTarget.checked })}
        />
        <Group gap={6} ml="auto">
          <Button variant="light" size="xs" disabled={!saved} onClick={() => setStateOpen(true)}>
            {t('form.state')}
          </Button>
          <Button variant="light" size="xs" disabled={!saved} leftSection={<IconCopy size={14} />} onClick={() => setCopyOpen(true)}>
            {t('form.copyToCourse')}
          </Button>
        </Group>
      </Group>
      {value.versionUpdated && (
        <Text size="xs" c="dimmed">
          {t('form.versionUpdated', { when: formatTimestamp(value.versionUpdated) })}
        </Text>
      )}
      {value.feedback.length > 0 && (
        <Group gap={4} aria-label={t('form.feedback')}>
          {value.feedback.map((f) => (
            <Badge key={f.dialectId} color={feedbackColor(f)} variant="light" title={t('form.ratingsVersion', { count: f.n, version: f.version })}>
              {f.dialectCode}: {f.n < 10 ? t('form.ratings', { count: f.n }) : `${f.median / 10} (${f.n})`}
            </Badge>
          ))}
        </Group>
      )}
      <Divider />
      {saved ? (
        <SegmentList key={value.id} dialogId={value.id} onChanged={() => undefined} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('form.saveFirst')}
        </Text>
      )}
      {saved && (
        <>
          <StateDialog opened={stateOpen} onClose={() => setStateOpen(false)} courseId={courseId} boardType={DIALOG_BOARD} refId={value.id} />
          <CopyDialogPopup dialogId={value.id} courseId={courseId} opened={copyOpen} onClose={() => setCopyOpen(false)} />
        </>
      )}
    </Stack>
  );
}
