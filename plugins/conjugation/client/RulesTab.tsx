import { Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApi } from '../../../sdk/client';
import { conjugationApi, type ConjRule, type RuleInput } from '../public';

type Draft = Omit<ConjRule, 'endings' | 'order'> & { order: number | string; endings: { inflectId: number | string; ending: string }[] };
const BLANK: Draft = { id: -1, name: '', order: 0, wordClass: 'verb', endingToApply: '', endingToRemove: '', prefixToRemove: '', endings: [] };

/**
 * The draft as the server takes it; a number field left empty or unfinished cannot be sent as a
 * number, so it is marked here (the server's validation names the field the same way).
 */
function ruleInput({ id: _, ...d }: Draft): { ok: true; body: RuleInput } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const number = (v: number | string, field: string) => {
    if (typeof v !== 'number') fields[field] = 'Expected a number';
    return typeof v === 'number' ? v : 0;
  };
  const body = {
    ...d,
    order: number(d.order, 'order'),
    endings: d.endings.map((e, i) => ({ ...e, inflectId: number(e.inflectId, `endings.${i}.inflectId`) })),
  };
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, body };
}

/**
 * Rules (spec 3 §2 'Conjugation screen'): the course's rules; a click opens one in the form below
 * (fields and its endings per inflect id), saved in one request with its endings, whose answer
 * carries the course's rules. A refused save keeps the form as typed and marks the failing fields.
 */
export function RulesTab({ courseId }: { courseId: number }) {
  const api = useApi();
  const [rules, setRules] = useState<ConjRule[]>([]);
  const [draft, setDraft] = useState<Draft>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const reload = () => api.load(conjugationApi.rules, { params: { courseId } }).then((r) => setRules(r ?? []));
  useEffect(() => {
    void reload();
  }, [api, courseId]);

  const open = (d: Draft) => {
    setDraft(d);
    setErrors({});
    setMessage(undefined);
  };
  const set = (patch: Partial<Draft>) => setDraft((d) => d && { ...d, ...patch });
  const setEnding = (i: number, patch: Partial<Draft['endings'][number]>) => set({ endings: draft!.endings.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
  const save = async () => {
    if (!draft) return;
    const input = ruleInput(draft);
    if (!input.ok) {
      setErrors(input.fields);
      setMessage(`Invalid body: ${Object.keys(input.fields).join(', ')}`);
      return;
    }
    const { body } = input;
    const o =
      draft.id > 0
        ? await api.call(conjugationApi.setRule, { params: { id: draft.id }, body })
        : await api.call(conjugationApi.addRule, { params: { courseId }, body });
    if (!o.ok) {
      setErrors(o.fields ?? {});
      setMessage(o.error);
      return;
    }
    const { rules: list, ...saved } = o.data;
    open(saved);
    setMessage('Saved');
    setRules(list);
  };
  const remove = async () => {
    if (!draft || draft.id <= 0) return;
    const o = await api.call(conjugationApi.deleteRule, { params: { id: draft.id } });
    if (!o.ok) return;
    setDraft(undefined);
    setRules(o.data.rules);
  };
  const field = (key: 'name' | 'wordClass' | 'endingToApply' | 'endingToRemove' | 'prefixToRemove', label: string) => (
    <TextInput size="xs" label={label} value={draft![key] ?? ''} error={errors[key]} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );

  return (
    <Stack gap="sm">
      <Group>
        <Button size="xs" onClick={() => open({ ...BLANK })}>
          New rule
        </Button>
      </Group>
      {!rules.length && (
        <Text size="sm" c="dimmed">
          No rules in this course.
        </Text>
      )}
      <Table striped highlightOnHover withTableBorder aria-label="Rules">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Word class</Table.Th>
            <Table.Th>Ending to apply</Table.Th>
            <Table.Th>Ending to remove</Table.Th>
            <Table.Th>Endings</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((r) => (
            <Table.Tr key={r.id} style={{ cursor: 'pointer' }} onClick={() => open(r)} data-rule={r.id}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{r.wordClass}</Table.Td>
              <Table.Td>{r.endingToApply}</Table.Td>
              <Table.Td>{r.endingToRemove}</Table.Td>
              <Table.Td>{r.endings.map((e) => `${e.inflectId}: ${e.ending || '∅'}`).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {draft && (
        <Stack gap="xs" aria-label="Rule" role="form" maw={640}>
          <Group grow>
            {field('name', 'Name')}
            {field('wordClass', 'Word class')}
            <NumberInput size="xs" label="Order" allowDecimal={false} value={draft.order} error={errors.order} onChange={(v) => set({ order: v })} />
          </Group>
          <Group grow>
            {field('endingToApply', 'Ending to apply')}
            {field('endingToRemove', 'Ending to remove')}
            {field('prefixToRemove', 'Prefix to remove')}
          </Group>
          <Text size="sm" fw={500}>
            Endings (a ~ stands for the stem)
          </Text>
          {draft.endings.map((e, i) => (
            <Group key={i} gap="xs">
              <NumberInput
                size="xs"
                w={110}
                allowDecimal={false}
                aria-label={`Inflect id ${i + 1}`}
                value={e.inflectId}
                error={errors[`endings.${i}.inflectId`]}
                onChange={(v) => setEnding(i, { inflectId: v })}
              />
              <TextInput
                size="xs"
                aria-label={`Ending ${i + 1}`}
                value={e.ending}
                error={errors[`endings.${i}.ending`]}
                onChange={(ev) => setEnding(i, { ending: ev.currentTarget.value })}
              />
              <Button size="xs" variant="subtle" color="red" onClick={() => set({ endings: draft.endings.filter((_, j) => j !== i) })}>
                Remove
              </Button>
            </Group>
          ))}
          <Group>
            <Button size="xs" variant="light" onClick={() => set({ endings: [...draft.endings, { inflectId: '', ending: '' }] })}>
              Add ending
            </Button>
            <Button size="xs" onClick={() => void save()}>
              Save rule
            </Button>
            {draft.id > 0 && (
              <Button size="xs" color="red" variant="light" onClick={() => void remove()}>
                Delete rule
              </Button>
            )}
          </Group>
          {message && (
            <Text size="sm" c={message === 'Saved' ? 'green' : 'red'} role="status">
              {message}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
