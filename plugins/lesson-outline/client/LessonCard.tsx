import { Badge, Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { ACTIVITY_KINDS } from '../shared';
import { Drag, Drop } from './dnd';
import { cycleLetter, type Lesson } from './types';

const KIND = new Map(ACTIVITY_KINDS.map((k) => [k.ref, k]));
const COLORS: Record<string, string> = { Voc: 'grape', PI: 'cyan', Panel: 'blue', Dia: 'orange', Read: 'teal', Ex: 'pink' };

export interface LessonCardProps {
  lesson: Lesson;
  edit: boolean;
  /** The activity kinds shown (refs). */
  visible: Set<number>;
  loading: boolean;
}

/** One lesson: its cycles (A, B…) with their activities; in Edit mode each is draggable and a drop target under the drop rules. */
export function LessonCard({ lesson, edit, visible, loading }: LessonCardProps) {
  const l = lesson;
  return (
    <Paper withBorder p="xs" pos="relative" data-lesson={l.position}>
      <LoadingOverlay visible={loading} />
      <Drop id={`lesson-drop:${l.id}`} target={{ kind: 'lesson', lessonId: l.id, position: l.position, nCycles: l.cycles.length }}>
        <Drag id={`lesson:${l.id}`} item={{ kind: 'lesson', lessonId: l.id, position: l.position }} enabled={edit} label={`Lesson ${l.position}`}>
          <Text fw={600} size="sm">
            {l.position === 1000 ? 'OUT' : `Lesson ${l.position}`} · {l.title || '(no title)'}
          </Text>
        </Drag>
        <Stack gap={4} mt={4}>
          {l.cycles.map((c) => (
            <Drop
              key={c.id}
              id={`cycle-drop:${c.id}`}
              style={{ borderLeft: '3px solid var(--mantine-color-gray-4)', paddingLeft: 6 }}
              target={{ kind: 'cycle', cycleId: c.id, lessonId: l.id, position: c.position, nActivities: c.activities.length }}
            >
              <Group gap={4} wrap="wrap" data-cycle={`${l.position}${cycleLetter(c.position)}`}>
                <Drag
                  id={`cycle:${c.id}`}
                  item={{ kind: 'cycle', cycleId: c.id, lessonId: l.id, position: c.position }}
                  enabled={edit}
                  label={`Cycle ${l.position}${cycleLetter(c.position)}`}
                >
                  <Badge variant="outline" color="gray" size="sm">
                    {cycleLetter(c.position)}
                  </Badge>
                </Drag>
                {c.activities
                  .filter((a) => visible.has(a.ref))
                  .map((a) => {
                    const kind = KIND.get(a.ref);
                    return (
                      <Drop
                        key={a.activityId}
                        id={`act-drop:${a.activityId}`}
                        target={{ kind: 'activity', activityId: a.activityId, cycleId: c.id, position: a.position }}
                      >
                        <Drag
                          id={`act:${a.activityId}`}
                          item={{ kind: 'activity', activityId: a.activityId, cycleId: c.id, position: a.position }}
                          enabled={edit}
                          label={`${kind?.tab ?? a.ref} ${a.title}`}
                        >
                          <Badge
                            variant={a.repeated ? 'outline' : 'light'}
                            color={COLORS[kind?.tab ?? ''] ?? 'gray'}
                            size="sm"
                            tt="none"
                            title={`${kind?.label ?? a.ref} #${a.refId}${a.repeated ? ' (repeated)' : ''}`}
                          >
                            {kind?.tab}: {a.title}
                          </Badge>
                        </Drag>
                      </Drop>
                    );
                  })}
              </Group>
            </Drop>
          ))}
        </Stack>
      </Drop>
    </Paper>
  );
}
