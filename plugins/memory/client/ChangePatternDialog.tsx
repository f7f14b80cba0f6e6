import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { openLocation, plural, useApi, useNavigation, type WriteOutcome } from '../../../sdk/client';
import type { RecordLocation } from '../../../sdk/shared';
import { memoryApi, type ConsistencyGroup, type ConsistencyMember, type PatternChange, type PatternChangeResult } from '../public';

/** Spec 1 §8 'Pattern change': a failure of the whole request. */
export const CHANGE_FAILED = 'Failed to apply change. Please try again.';
/** Spec 1 §8: a per-item error without a message. */
const UNKNOWN_ERROR = 'Unknown error';

/** Spec 1 §5: Change is disabled when the new pattern is empty, a request is in flight, or the row has no translation ids; it needs a dialect id. */
export const canChange = (next: string, busy: boolean, translationIds: number[], dialectId: number) =>
  next.trim() !== '' && !busy && translationIds.length > 0 && dialectId > 0;

/** Spec 1 §8: a result's line, 'ID {n}: {message}' ('item: …' when it names no translation). */
export const resultLine = (r: Pick<PatternChangeResult, 'translation_id' | 'message'>) =>
  `${r.translation_id ? `ID ${r.translation_id}` : 'item'}: ${r.message || UNKNOWN_ERROR}`;

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
  const api = useApi();
  const navigation = useNavigation();
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
    else setFailed(CHANGE_FAILED);
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
    <Modal opened onClose={onClose} title="Change Pattern" size="lg">
      <Stack gap="sm">
        <TextInput label="Old pattern" value={member.pattern} readOnly />
        <TextInput label="New pattern" value={next} error={fieldError} onChange={(e) => setNext(e.currentTarget.value)} disabled={!!outcome} />
        <Text size="sm">
          {plural(member.translation_ids.length, 'translation')}: {member.translation_ids.join(', ')}
        </Text>
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
                  open (course {c.courseId})
                </Anchor>
              ))}
            </Group>
          </Stack>
        )}
        <Group gap="xs">
          {!outcome && (
            <Button size="xs" loading={busy} disabled={!canChange(next, busy, member.translation_ids, dialectId)} onClick={() => void apply()}>
              Change
            </Button>
          )}
          {outcome && changed.length > 0 && outcome.message.includes('changed') && (
            <Button size="xs" variant="default" loading={busy} disabled={busy} onClick={() => void undo(outcome.change_id)}>
              Undo
            </Button>
          )}
          <Button size="xs" variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
