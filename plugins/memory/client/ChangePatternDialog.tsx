import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { openLocation, useApi, useNavigation, useT, type WriteOutcome } from '../../../sdk/client';
import type { RecordLocation } from '../../../sdk/shared';
import { memoryApi, type ConsistencyGroup, type ConsistencyMember, type PatternChange, type PatternChangeResult } from '../public';

/** Spec 1 §5: Change is disabled when the new pattern is empty, a request is in flight, or the row has no translation ids; it needs a dialect id. */
export const canChange = (next: string, busy: boolean, translationIds: number[], dialectId: number) =>
  next.trim() !== '' && !busy && translationIds.length > 0 && dialectId > 0;

/** The affected records per course, for the 'open (course N)' links: the first location of each course. */
export function coursesOf(results: PatternChangeResult[]): { courseId: number; open: RecordLocation }[] {
  const out = new Map<number, RecordLocation>();
  for (const r of results) if (r.course_id !== null && r.open && !out.has(r.course_id)) out.set(r.course_id, r.open);
  return [...out].map(([courseId, open]) => ({ courseId, open }));
}

/** Change Pattern (spec 1 §2, §5, §8): the member's pattern becomes the new one in every translation it names; the results are shown, with Undo. */
export function ChangePatternDialog({
  dialectId,
  group,
  member,
  onClose,
  onApplied,
}: {
  dialectId: number;
  group: ConsistencyGroup;
  member: ConsistencyMember;
  onClose(): void;
  onApplied(undone: boolean): void;
}) {
  const t = useT('memory');
  const api = useApi();
  const navigation = useNavigation();
  /** Spec 1 §8: a result's line, 'ID {n}: {message}' ('item: …' when it names no translation; 'Unknown error' without a message). */
  const resultLine = (r: Pick<PatternChangeResult, 'translation_id' | 'message'>) => {
    const message = r.message || t('change.unknownError');
    return r.translation_id ? t('change.resultId', { id: r.translation_id, message }) : t('change.resultItem', { message });
  };
  const [next, setNext] = useState(group.pattern);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const [outcome, setOutcome] = useState<PatternChange>();
  const run = async (call: () => Promise<WriteOutcome<PatternChange>>, undone: boolean) => {
    setBusy(true);
    const res = await call().catch(() => undefined);
    setBusy(false);
    if (res?.ok) {
      setFieldError(undefined);
      setFailed(undefined);
      setOutcome(res.data);
      onApplied(undone);
    } else if (res?.status === 400 && res.fields?.new_pattern) setFieldError(res.fields.new_pattern);
    else setFailed(t('change.failed'));
  };
  const apply = () =>
    run(
      () =>
        api.call(memoryApi.applyPatternChange, {
          body: { dialect_id: dialectId, translation_ids: member.translation_ids, old_pattern: member.pattern, new_pattern: next },
        }),
      false,
    );
  const undo = (id: number) => run(() => api.call(memoryApi.undoPatternChange, { params: { id } }), true);
  const errors = outcome?.results.filter((r) => r.status === 'error') ?? [];
  const changed = outcome?.results.filter((r) => r.status === 'ok') ?? [];
  return (
    <Modal opened onClose={onClose} title={t('change.title')} size="lg">
      <Stack gap="sm">
        <TextInput label={t('change.old')} value={member.pattern} readOnly />
        <TextInput label={t('change.new')} value={next} error={fieldError} onChange={(e) => setNext(e.currentTarget.value)} disabled={!!outcome} />
        <Text size="sm">{t('change.translations', { count: member.translation_ids.length, ids: member.translation_ids.join(', ') })}</Text>
        {failed && (
          <Text size="sm" c="red">
            {failed}
          </Text>
        )}
        {outcome && (
          <Stack gap={2} data-testid="change-results">
            <Text size="sm" fw={500}>
              {outcome.message}
            </Text>
            {changed.map((r) => (
              <Text key={r.translation_id} size="xs" c="green">
                {resultLine(r)}
              </Text>
            ))}
            {errors.map((r) => (
              <Text key={r.translation_id} size="xs" c="red">
                {resultLine(r)}
              </Text>
            ))}
            <Group gap="xs">
              {coursesOf(outcome.results).map((c) => (
                <Anchor
                  key={c.courseId}
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => openLocation(navigation, c.open, c.courseId, { dialect: dialectId })}
                >
                  {t('change.openCourse', { id: c.courseId })}
                </Anchor>
              ))}
            </Group>
          </Stack>
        )}
        <Group gap="xs">
          {!outcome && (
            <Button size="xs" loading={busy} disabled={!canChange(next, busy, member.translation_ids, dialectId)} onClick={() => void apply()}>
              {t('change.change')}
            </Button>
          )}
          {outcome && changed.length > 0 && outcome.message.includes('changed') && (
            <Button size="xs" variant="default" loading={busy} disabled={busy} onClick={() => void undo(outcome.change_id)}>
              {t('change.undo')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
