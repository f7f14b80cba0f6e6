import { ActionIcon, Alert, Badge, Button, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconProgress } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BoardType, ClDetails, SortableList, StateDialog, useCommands, useOrderedParts, usePartLink, useT } from '../../../sdk/client';
import { segmentParts } from '../public';
import { EXERCISE_TYPES } from '../rules';
import { SegmentEditor } from './SegmentEditor';

const typeLabel = (n: number) => EXERCISE_TYPES.find((t) => t.value === n)?.label ?? `Type ${n}`;

/** The Segments tab: exercise type, error icon, AI review status, concept-linker details, work state, drag reorder; the selected segment's editor. */
export function SegmentsPanel({ trainerId, courseId }: { trainerId: number; courseId: number }) {
  const t = useT('trainers');
  const parts = useOrderedParts(segmentParts, trainerId);
  const segments = parts.rows;
  const linked = usePartLink(trainerId).partId;
  const [selected, setSelected] = useState<number | undefined>(linked);
  useEffect(() => {
    if (linked) setSelected(linked);
  }, [linked]);
  const [stateOf, setStateOf] = useState<number>();
  const add = async () => {
    const res = await parts.add({ title: t('segments.numbered', { n: (segments?.length ?? 0) + 1 }), exerciseType: 1 });
    if (res.ok) setSelected(res.data.id);
  };
  useCommands([{ id: 'add-segment', category: t('category'), title: t('segments.add'), keys: 'alt+shift+A', run: () => void add() }]);
  const current = segments?.find((s) => s.id === selected) ?? segments?.[0];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={500}>{t('segments.title')}</Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => void add()}>
          {t('segments.add')}
        </Button>
      </Group>
      {parts.error && <Alert color="red">{parts.error}</Alert>}
      {segments && (
        <SortableList label={t('segments.list')} items={segments} onMove={parts.move}>
          {(s) => (
            <Group
              gap="xs"
              wrap="nowrap"
              p={2}
              data-segment={s.title}
              aria-current={s.id === current?.id || undefined}
              style={{ borderRadius: 4, background: s.id === current?.id ? 'var(--mantine-color-blue-light)' : undefined }}
            >
              <UnstyledButton style={{ flex: 1 }} onClick={() => setSelected(s.id)}>
                <Text size="sm">
                  {s.position}. {s.title || t('segments.untitled')}
                </Text>
              </UnstyledButton>
              <Badge size="xs" variant="light">
                {typeLabel(s.exerciseType)}
              </Badge>
              {s.error && (
                <Tooltip label={s.error}>
                  <IconAlertTriangle size={14} color="orange" aria-label={t('segments.error', { error: s.error })} />
                </Tooltip>
              )}
              <Badge size="xs" color={s.aiReview ? 'teal' : 'gray'} variant="outline">
                {t('segments.ai')} {s.aiReview || '–'}
              </Badge>
              <ClDetails details={s.clDetails} />
              <ActionIcon size="sm" variant="subtle" aria-label={t('segments.workState')} onClick={() => setStateOf(s.id)}>
                <IconProgress size={14} />
              </ActionIcon>
            </Group>
          )}
        </SortableList>
      )}
      {current && (
        <SegmentEditor
          key={current.id}
          segmentId={current.id}
          onSaved={parts.update}
          onDelete={async () => {
            const res = await parts.remove(current.id);
            if (res.ok) setSelected(undefined);
            return res;
          }}
        />
      )}
      {stateOf && <StateDialog opened onClose={() => setStateOf(undefined)} courseId={courseId} boardType={BoardType.TRAINER_SEGMENTS} refId={stateOf} />}
    </Stack>
  );
}
