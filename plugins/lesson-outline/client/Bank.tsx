import { Badge, Group, ScrollArea, Tabs, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { sortBank } from '../bank-order';
import { lessonOutlineApi, type BankChange } from '../public';
import { ACTIVITY_KINDS } from '../shared';
import { Drag } from './dnd';
import type { BankItem } from './types';

const ROW = 30;

/** The bank rows with the changed positions of their kind, in the bank's order. */
function withChanges(items: BankItem[], changes: BankChange[], ref: number): BankItem[] {
  const moved = new Map(changes.filter((c) => c.ref === ref).map((c) => [c.id, c.position]));
  if (!moved.size) return items;
  return sortBank(items.map((i) => (moved.has(i.id) ? { ...i, position: moved.get(i.id)! } : i)));
}

/**
 * The records of one kind, virtualised (a course may have thousands of words); draggable in Edit
 * mode. A bank is never a drop target. Read once; the outline's writes answer the positions they change.
 */
function BankList({ courseId, kindRef, edit, changes }: { courseId: number; kindRef: number; edit: boolean; changes: BankChange[] }) {
  const t = useT('lesson-outline');
  const api = useApi();
  const [items, setItems] = useState<BankItem[] | null>(null);
  const parent = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void api.load(lessonOutlineApi.bank, { params: { courseId, ref: kindRef } }).then((r) => {
      if (live) setItems(r ?? []);
    });
    return () => {
      live = false;
    };
  }, [api, courseId, kindRef]);
  // Changes answered after this list was read.
  const applied = useRef(changes);
  useEffect(() => {
    if (changes === applied.current) return;
    applied.current = changes;
    setItems((list) => list && withChanges(list, changes, kindRef));
  }, [changes, kindRef]);
  const list = items ?? [];
  const v = useVirtualizer({
    count: list.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW,
    overscan: 10,
    initialRect: { width: 260, height: 600 },
  });
  if (items === null)
    return (
      <Text size="sm" c="dimmed" p="xs">
        {t('loading')}
      </Text>
    );
  if (!list.length)
    return (
      <Text size="sm" c="dimmed" p="xs">
        {t('bank.none')}
      </Text>
    );
  const rows = list.length <= 50 ? list.map((_, index) => ({ index, start: index * ROW })) : v.getVirtualItems();
  return (
    <ScrollArea viewportRef={parent} h="100%" type="auto">
      <div style={{ height: list.length * ROW, position: 'relative' }}>
        {rows.map((row) => {
          const it = list[row.index];
          return (
            <div key={it.id} style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW, transform: `translateY(${row.start}px)` }}>
              <Drag id={`bank:${kindRef}:${it.id}`} item={{ kind: 'bank', ref: kindRef, refId: it.id }} enabled={edit} label={`Bank ${it.title}`}>
                <Group gap={6} wrap="nowrap" px={6} h={ROW} data-bank-item={it.id}>
                  <Badge size="xs" variant="outline" color={it.position ? 'blue' : 'gray'} w={48}>
                    {it.position ?? '—'}
                  </Badge>
                  <Text size="sm" truncate>
                    {it.title}
                  </Text>
                </Group>
              </Drag>
            </div>
          );
        })}
      </div>
    </ScrollArea>
  );
}

/** The side bank (spec 3 §2 Course planner): tabs Voc, PI, Panel, Dia, Read, Ex, sorted by position. */
export function Bank({ courseId, edit, changes }: { courseId: number; edit: boolean; changes: BankChange[] }) {
  const [tab, setTab] = useState<string | null>(String(ACTIVITY_KINDS[0].ref));
  return (
    <Tabs value={tab} onChange={setTab} style={{ display: 'flex', flexDirection: 'column', height: '100%' }} keepMounted={false}>
      <Tabs.List>
        {ACTIVITY_KINDS.map((k) => (
          <Tabs.Tab key={k.ref} value={String(k.ref)} px={6}>
            {k.tab}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {ACTIVITY_KINDS.map((k) => (
        <Tabs.Panel key={k.ref} value={String(k.ref)} style={{ flex: 1, minHeight: 0 }}>
          <BankList courseId={courseId} kindRef={k.ref} edit={edit} changes={changes} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
