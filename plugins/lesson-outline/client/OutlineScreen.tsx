import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { ActionIcon, Badge, Button, Group, NumberInput, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconTrash, IconWand } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, useCommands, useT, type Api, type ModuleScreenProps, type WriteOutcome } from '../../../sdk/client';
import { lessonOutlineApi as outlineApi, type BankChange, type OutlineChange } from '../public';
import { ACTIVITY_KINDS } from '../shared';
import { Bank } from './Bank';
import { Drop } from './dnd';
import { dropAction, type DragItem, type DropAction, type DropTarget } from './drop-rules';
import { LessonCard } from './LessonCard';
import type { Lesson } from './types';
import { WizardDialog } from './WizardDialog';

const ALL = new Set(ACTIVITY_KINDS.map((k) => k.ref));
/** Lists longer than this are virtualised (a large course has hundreds of lessons). */
export const VIRTUAL_FROM = 30;

/** The innermost drop target under the pointer (an activity before its cycle, a cycle before its lesson). */
const innermost: CollisionDetection = (args) => {
  const area = (id: string | number) => {
    const r = args.droppableRects.get(id);
    return r ? r.width * r.height : Infinity;
  };
  return pointerWithin(args).sort((a, b) => area(a.id) - area(b.id));
};

/** The call a drop makes; its outcome, with what it changed on screen. */
async function send(api: Api, a: DropAction): Promise<WriteOutcome<OutlineChange>> {
  switch (a.call) {
    case 'add-activity':
      return api.call(outlineApi.addActivity, { params: { id: a.cycleId }, body: { destinationPos: a.destinationPos, ref: a.ref, activityId: a.refId } });
    case 'move-activity':
      return api.call(outlineApi.moveActivity, {
        params: { id: a.activityId },
        body: { destinationCycleId: a.destinationCycleId, destinationPos: a.destinationPos },
      });
    case 'move-cycle':
      return api.call(outlineApi.moveCycle, {
        params: { id: a.cycleId },
        body: { destinationLessonId: a.destinationLessonId, destinationPos: a.destinationPos },
      });
    case 'move-lesson':
      return api.call(outlineApi.moveLesson, { params: { id: a.lessonId }, body: { destinationPos: a.destinationPos } });
    case 'delete': {
      const remove = { lesson: outlineApi.deleteLesson, cycle: outlineApi.deleteCycle, activity: outlineApi.deleteActivity }[a.what];
      return api.call(remove, { params: { id: a.id } });
    }
  }
}

/**
 * Lesson Outline (24): the course planner (spec 3 §2). From/To lessons and Load; Edit switches drag
 * and drop on (and shows every activity type); hiding a type switches Edit off. Lessons with their
 * cycles and activities (virtualised), the side bank, the trash, the wizard. A drop is one request:
 * its answer carries the lessons it changed and the bank positions, shown as they are.
 */
export default function OutlineScreen({ courseId }: ModuleScreenProps) {
  const t = useT('lesson-outline');
  const api = useApi();
  const [from, setFrom] = useState<number | string>(1);
  const [to, setTo] = useState<number | string>(1000);
  const [lessons, setLessons] = useState<Lesson[] | null>(null);
  const [edit, setEdit] = useState(false);
  const [visible, setVisible] = useState<Set<number>>(new Set(ALL));
  const [loadingIds, setLoadingIds] = useState<Set<number>>(new Set());
  const [dragging, setDragging] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [bankChanges, setBankChanges] = useState<BankChange[]>([]);
  const [wizard, setWizard] = useState(false);
  const canLoad = Number(from) > 0 && Number(to) > 0 && Number(from) <= Number(to);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  /** The lesson range on screen (as loaded, whatever From and To say since). */
  const range = useRef({ start: 1, end: 1000 });
  const load = useCallback(async () => {
    if (!canLoad) return;
    const shown = { start: Number(from), end: Number(to) };
    const ls = await api.load(outlineApi.outline, { params: { courseId }, query: shown });
    range.current = shown;
    setLessons(ls ?? []);
  }, [api, courseId, from, to, canLoad]);
  useEffect(() => {
    void load();
  }, [courseId]); // eslint-disable-line react-hooks/exhaustive-deps

  /** A write's answer: its lessons replace theirs (in the range, in position order), the removed go, the bank follows. */
  const show = (change: OutlineChange) => {
    const { start, end } = range.current;
    setLessons((ls) => {
      const byId = new Map((ls ?? []).map((l) => [l.id, l]));
      for (const id of change.removedLessons) byId.delete(id);
      for (const l of change.lessons) {
        if (l.position >= start && l.position <= end) byId.set(l.id, l);
        else byId.delete(l.id);
      }
      return [...byId.values()].sort((a, b) => a.position - b.position);
    });
    if (change.bank.length) setBankChanges(change.bank);
  };

  const lessonOfCycle = (cycleId: number) => lessons?.find((l) => l.cycles.some((c) => c.id === cycleId))?.id;
  const lessonOfActivity = (id: number) => lessons?.find((l) => l.cycles.some((c) => c.activities.some((a) => a.activityId === id)))?.id;

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const action = dropAction(active.data.current as DragItem, over.data.current as DropTarget);
    if (!action) return;
    const affected = new Set<number | undefined>();
    if (action.call === 'add-activity') affected.add(lessonOfCycle(action.cycleId));
    if (action.call === 'move-activity') {
      affected.add(lessonOfActivity(action.activityId));
      affected.add(lessonOfCycle(action.destinationCycleId));
    }
    if (action.call === 'move-cycle') {
      affected.add(lessonOfCycle(action.cycleId));
      affected.add(action.destinationLessonId);
    }
    if (action.call === 'delete')
      affected.add(action.what === 'lesson' ? action.id : action.what === 'cycle' ? lessonOfCycle(action.id) : lessonOfActivity(action.id));
    if (action.call === 'move-lesson') affected.add(action.lessonId);
    // The lessons under way show an overlay until the answer.
    setLoadingIds(new Set([...affected].filter((x): x is number => x !== undefined)));
    const r = await send(api, action);
    setLoadingIds(new Set());
    setError(r.ok ? null : r.error);
    if (r.ok) show(r.data);
  };

  const newLesson = async () => {
    const r = await api.call(outlineApi.newLesson, { params: { courseId } });
    setError(r.ok ? null : r.error);
    if (r.ok) show(r.data);
  };

  const toggleEdit = (on: boolean) => {
    setEdit(on);
    if (on) setVisible(new Set(ALL)); // Edit shows every type
  };
  const toggleType = (ref: number, on: boolean) => {
    setVisible((v) => {
      const n = new Set(v);
      if (on) n.add(ref);
      else n.delete(ref);
      return n;
    });
    if (!on) setEdit(false); // a hidden type disables drag
  };

  useCommands([
    { id: 'lesson-outline.load', category: t('category'), title: t('palette.load'), keys: 'mod+alt+L', run: () => void load() },
    { id: 'lesson-outline.edit', category: t('category'), title: t('palette.edit'), keys: 'mod+alt+E', run: () => toggleEdit(!edit) },
    { id: 'lesson-outline.wizard', category: t('category'), title: t('palette.wizard'), keys: 'mod+alt+W', run: () => setWizard(true) },
  ]);

  const parent = useRef<HTMLDivElement>(null);
  const list = lessons ?? [];
  const v = useVirtualizer({
    count: list.length,
    getScrollElement: () => parent.current,
    estimateSize: () => 120,
    overscan: 4,
    initialRect: { width: 800, height: 800 },
  });

  return (
    <Stack h="100%" gap="xs" p="xs" data-testid="outline-screen">
      <Group gap="xs" wrap="wrap">
        <NumberInput label={t('range.from')} aria-label={t('range.from')} min={1} max={1000} w={90} size="xs" value={from} onChange={setFrom} />
        <NumberInput label={t('range.to')} aria-label={t('range.to')} min={1} max={1000} w={90} size="xs" value={to} onChange={setTo} />
        <Button size="xs" mt={18} onClick={() => void load()} disabled={!canLoad}>
          {t('range.load')}
        </Button>
        <Switch mt={18} label={t('edit')} checked={edit} onChange={(e) => toggleEdit(e.currentTarget.checked)} />
        {ACTIVITY_KINDS.map((k) => (
          <Switch key={k.ref} mt={18} size="xs" label={k.label} checked={visible.has(k.ref)} onChange={(e) => toggleType(k.ref, e.currentTarget.checked)} />
        ))}
        <Button size="xs" mt={18} variant="default" onClick={() => void newLesson()}>
          {t('newLesson')}
        </Button>
        <Tooltip label={t('wizard.title')}>
          <ActionIcon mt={18} variant="light" aria-label={t('wizard.title')} onClick={() => setWizard(true)}>
            <IconWand size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={innermost}
        onDragStart={(e: DragStartEvent) => setDragging(String(e.active.id))}
        onDragEnd={(e) => void onDragEnd(e)}
        onDragCancel={() => setDragging(null)}
      >
        <Group align="stretch" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
          <div ref={parent} style={{ flex: 1, overflow: 'auto' }} data-testid="outline-lessons">
            {lessons === null ? (
              <Text c="dimmed" size="sm">
                {t('loading')}
              </Text>
            ) : !list.length ? (
              <Text c="dimmed" size="sm">
                {t('range.empty')}
              </Text>
            ) : list.length <= VIRTUAL_FROM ? (
              <Stack gap={6}>
                {list.map((l) => (
                  <LessonCard key={l.id} lesson={l} edit={edit} visible={visible} loading={loadingIds.has(l.id)} />
                ))}
              </Stack>
            ) : (
              <div style={{ height: v.getTotalSize(), position: 'relative' }}>
                {v.getVirtualItems().map((row) => (
                  <div
                    key={list[row.index].id}
                    data-index={row.index}
                    ref={v.measureElement}
                    style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${row.start}px)`, paddingBottom: 6 }}
                  >
                    <LessonCard lesson={list[row.index]} edit={edit} visible={visible} loading={loadingIds.has(list[row.index].id)} />
                  </div>
                ))}
              </div>
            )}
          </div>
          <Stack w={300} gap="xs" style={{ minHeight: 0 }}>
            <Paper withBorder style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
              <Bank courseId={courseId} edit={edit} changes={bankChanges} />
            </Paper>
            <Drop id="trash" target={{ kind: 'trash' }}>
              <Paper withBorder p="md" data-testid="trash">
                <Group gap={6} justify="center">
                  <IconTrash size={18} />
                  <Text size="sm">{t('trash')}</Text>
                </Group>
              </Paper>
            </Drop>
          </Stack>
        </Group>
        <DragOverlay>{dragging ? <Badge>{dragging.split(':')[0]}</Badge> : null}</DragOverlay>
      </DndContext>
      {wizard && <WizardDialog courseId={courseId} opened onClose={() => setWizard(false)} from={Number(from) || 1} to={Math.min(Number(to) || 1000, 1000)} />}
    </Stack>
  );
}
