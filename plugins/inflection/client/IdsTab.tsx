import { ActionIcon, Button, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { inflectionApi } from '../public';
import { useWordClasses } from './useWordClasses';

export interface InflectIdRow {
  index: number;
  inflectId: number;
  label: string;
  value?: number;
  position?: number;
}

/**
 * Ids and Position (spec 2 §2 'Word-class inflection tabs'): pick a word class, load (disabled
 * until one is chosen), then edit the ids' values or move them up and down; Save sends the lot.
 * A refused save keeps the edits and shows the server's message.
 */
export function IdsTab({ courseId, kind }: { courseId: number; kind: 'ids' | 'positions' }) {
  const api = useApi();
  const t = useT('inflection');
  const classes = useWordClasses(courseId);
  const [wordClass, setWordClass] = useState<string | null>(null);
  const [rows, setRows] = useState<InflectIdRow[]>();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  const load = async () => {
    setMessage(undefined);
    const input = { params: { courseId }, query: { wordClass: wordClass ?? undefined } };
    setRows((await (kind === 'ids' ? api.load(inflectionApi.ids, input) : api.load(inflectionApi.positions, input))) ?? []);
  };
  const move = (i: number, by: number) =>
    setRows((list) => {
      if (!list || i + by < 0 || i + by >= list.length) return list;
      const next = [...list];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });
  const save = async () => {
    if (!rows) return;
    // A value left empty is no number to send: the server would refuse it as required.
    const empty = kind === 'ids' && rows.some((r) => r.value === undefined);
    if (empty) return setMessage({ ok: false, text: t('required') });
    const ids = rows.flatMap((r) => (r.value === undefined ? [] : [{ inflectId: r.inflectId, value: r.value }]));
    const o =
      kind === 'ids'
        ? await api.call(inflectionApi.setIds, { params: { courseId }, body: { ids } })
        : await api.call(inflectionApi.setPositions, {
            params: { courseId },
            body: { positions: rows.map((r, i) => ({ inflectId: r.inflectId, position: i + 1 })) },
          });
    setMessage(o.ok ? { ok: true, text: t('saved') } : { ok: false, text: Object.values(o.fields ?? {})[0] ?? o.error });
  };

  return (
    <Stack p="sm" gap="sm">
      <Group align="flex-end">
        <Select
          label={t('ids.wordClass')}
          w={240}
          data={classes}
          value={wordClass}
          onChange={(v) => {
            setWordClass(v);
            setRows(undefined);
          }}
        />
        <Button disabled={!wordClass} onClick={() => void load()}>
          {t('ids.load')}
        </Button>
        <Button disabled={!rows} variant="light" onClick={() => void save()}>
          {t('ids.save')}
        </Button>
      </Group>
      {message && (
        <Text size="sm" c={message.ok ? 'green' : 'red'} role="status">
          {message.text}
        </Text>
      )}
      {rows && (
        <Table withTableBorder w="fit-content" aria-label={t(kind === 'ids' ? 'ids.idsTable' : 'ids.positionsTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('ids.inflectId')}</Table.Th>
              <Table.Th>{t('ids.label')}</Table.Th>
              <Table.Th>{t(kind === 'ids' ? 'ids.value' : 'ids.move')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.inflectId} data-inflect-id={r.inflectId}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{r.inflectId}</Table.Td>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td>
                  {kind === 'ids' ? (
                    <NumberInput
                      size="xs"
                      w={110}
                      allowDecimal={false}
                      aria-label={t('ids.valueOf', { id: r.inflectId })}
                      value={r.value}
                      onChange={(v) =>
                        setRows((list) => list?.map((x) => (x.inflectId === r.inflectId ? { ...x, value: typeof v === 'number' ? v : undefined } : x)))
                      }
                    />
                  ) : (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon size="sm" variant="subtle" aria-label={t('ids.moveUp', { id: r.inflectId })} disabled={i === 0} onClick={() => move(i, -1)}>
                        <IconArrowUp size={14} />
                      </ActionIcon>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        aria-label={t('ids.moveDown', { id: r.inflectId })}
                        disabled={i === rows.length - 1}
                        onClick={() => move(i, 1)}
                      >
                        <IconArrowDown size={14} />
                      </ActionIcon>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
