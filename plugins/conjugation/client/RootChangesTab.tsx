import { ActionIcon, Alert, Button, Group, List, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { conjugationApi, MAX_SLOTS, type RootChange } from '../public';

type Row = Omit<RootChange, 'id' | 'priority'> & { id: number; priority: number | string; errors?: Record<string, string> };
const blank = (): Row => ({ id: -1, wordClass: 'verb', fromText: '', toText: '', contextNextEndingStartsWith: '', priority: 0 });

/** The form's help (spec 3 §5 'Root-change help'): its lines' keys. */
export const ROOT_CHANGE_HELP = ['slots', 'context', 'priority', 'empty'] as const;

/**
 * Root Changes (spec 3 §2 'Conjugation screen'): the language's root changes, each row edited in
 * place and saved on its own (POST for a new one, PUT otherwise), under the help on slots and
 * tokens; a refused save keeps the row as typed and marks the failing fields.
 */
export function RootChangesTab({ courseId, languageId }: { courseId: number; languageId: number }) {
  const api = useApi();
  const t = useT('conjugation');
  const [rows, setRows] = useState<Row[]>([]);
  const query = { course: courseId };
  useEffect(() => {
    void api.load(conjugationApi.rootChanges, { params: { languageId }, query }).then((r) => setRows(r ?? []));
  }, [api, languageId, courseId]);
  const set = (i: number, patch: Partial<Row>) => setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const save = async (i: number) => {
    const { id, errors: _, ...r } = rows[i];
    const body = { ...r, priority: typeof r.priority === 'number' ? r.priority : undefined };
    const o =
      id > 0
        ? await api.call(conjugationApi.setRootChange, { params: { id }, query, body })
        : await api.call(conjugationApi.addRootChange, { params: { languageId }, query, body });
    set(i, o.ok ? { ...o.data, errors: undefined } : { errors: { _: o.error, ...o.fields } });
  };
  const remove = async (i: number) => {
    const id = rows[i].id;
    if (id > 0 && !(await api.call(conjugationApi.deleteRootChange, { params: { id }, query })).ok) return;
    setRows((list) => list.filter((_, j) => j !== i));
  };
  const cell = (i: number, field: 'wordClass' | 'fromText' | 'toText' | 'contextNextEndingStartsWith', label: string, placeholder?: string) => (
    <TextInput
      size="xs"
      placeholder={placeholder}
      aria-label={t('roots.cell', { label, n: i + 1 })}
      value={rows[i][field]}
      error={rows[i].errors?.[field]}
      onChange={(e) => set(i, { [field]: e.currentTarget.value })}
    />
  );

  return (
    <Stack gap="xs">
      <Alert variant="light" color="gray" title={t('roots.helpTitle')}>
        <List size="xs" spacing={2}>
          {ROOT_CHANGE_HELP.map((line) => (
            <List.Item key={line}>{t(`roots.help.${line}`, { max: MAX_SLOTS })}</List.Item>
          ))}
        </List>
      </Alert>
      <Group>
        <Button size="xs" onClick={() => setRows((l) => [...l, blank()])}>
          {t('roots.add')}
        </Button>
      </Group>
      <Table striped withTableBorder aria-label={t('roots.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('roots.wordClass')}</Table.Th>
            <Table.Th>{t('roots.from')}</Table.Th>
            <Table.Th>{t('roots.to')}</Table.Th>
            <Table.Th>{t('roots.before')}</Table.Th>
            <Table.Th>{t('roots.priority')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={r.id > 0 ? r.id : `new-${i}`}>
              <Table.Td>{cell(i, 'wordClass', t('roots.wordClass'))}</Table.Td>
              <Table.Td>{cell(i, 'fromText', t('roots.from'), 'e[C]')}</Table.Td>
              <Table.Td>{cell(i, 'toText', t('roots.to'), 'ie[C]')}</Table.Td>
              <Table.Td>{cell(i, 'contextNextEndingStartsWith', t('roots.context'))}</Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  w={80}
                  allowDecimal={false}
                  aria-label={t('roots.cell', { label: t('roots.priority'), n: i + 1 })}
                  value={r.priority}
                  error={r.errors?.priority}
                  onChange={(v) => set(i, { priority: v })}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={t('roots.save', { n: i + 1 })} onClick={() => void save(i)}>
                    <IconDeviceFloppy size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={t('roots.delete', { n: i + 1 })} onClick={() => void remove(i)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                  {r.errors?._ && (
                    <Text size="xs" c="red">
                      {r.errors._}
                    </Text>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
