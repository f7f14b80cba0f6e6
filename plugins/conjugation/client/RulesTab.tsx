import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useApi, useT, type Translate } from '../../../sdk/client';
import { conjugationApi, GENDERS, type ConjRule, type RuleGender, type RuleInput } from '../public';

type Num = number | string;
type EndingDraft = { inflectId: Num; ending: string; group: Num; panelId: Num };
type Draft = Omit<ConjRule, 'endings' | 'order'> & { order: Num; endings: EndingDraft[] };
const BLANK: Draft = { id: -1, name: '', order: 0, wordClass: 'verb', gender: 'mf', endingToApply: '', endingToRemove: '', prefixToRemove: '', endings: [] };

const draftOf = (r: ConjRule): Draft => ({ ...r, endings: r.endings.map((e) => ({ ...e, panelId: e.panelId ?? '' })) });

/**
 * The draft as the server takes it; a number field left empty or unfinished cannot be sent as a
 * number, so it is marked here (the server's validation names the field the same way). An empty
 * panel id is no panel.
 */
function ruleInput({ id: _, ...d }: Draft, t: Translate): { ok: true; body: RuleInput } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const number = (v: Num, field: string) => {
    if (typeof v !== 'number') fields[field] = t('rules.expectedNumber');
    return typeof v === 'number' ? v : 0;
  };
  const body = {
    ...d,
    order: number(d.order, 'order'),
    endings: d.endings.map((e, i) => ({
      inflectId: number(e.inflectId, `endings.${i}.inflectId`),
      ending: e.ending,
      group: number(e.group, `endings.${i}.group`),
      panelId: e.panelId === '' ? null : number(e.panelId, `endings.${i}.panelId`),
    })),
  };
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, body };
}

/**
 * Rules (spec 3 §2 'Conjugation screen'): the language's rules; a click opens one in the form
 * below (fields, gender and its endings per inflect id with their group and panel), saved in one
 * request with its endings, whose answer carries the language's rules (empty endings dropped and
 * groups renumbered by the server). Removing a panel from an ending asks first (spec 3 §5). A
 * refused save keeps the form as typed and marks the failing fields.
 */
export function RulesTab({ courseId, languageId }: { courseId: number; languageId: number }) {
  const api = useApi();
  const t = useT('conjugation');
  const [rules, setRules] = useState<ConjRule[]>([]);
  const [draft, setDraft] = useState<Draft>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [panelToRemove, setPanelToRemove] = useState<number>();
  const query = { course: courseId };
  useEffect(() => {
    void api.load(conjugationApi.rules, { params: { languageId }, query }).then((r) => setRules(r ?? []));
  }, [api, languageId, courseId]);

  const open = (d: Draft) => {
    setDraft(d);
    setErrors({});
    setMessage(undefined);
  };
  const set = (patch: Partial<Draft>) => setDraft((d) => d && { ...d, ...patch });
  const setEnding = (i: number, patch: Partial<EndingDraft>) => set({ endings: draft!.endings.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
  const save = async () => {
    if (!draft) return;
    const input = ruleInput(draft, t);
    if (!input.ok) {
      setErrors(input.fields);
      setMessage(t('rules.invalid', { fields: Object.keys(input.fields).join(', ') }));
      return;
    }
    const { body } = input;
    const o =
      draft.id > 0
        ? await api.call(conjugationApi.setRule, { params: { id: draft.id }, query, body })
        : await api.call(conjugationApi.addRule, { params: { languageId }, query, body });
    if (!o.ok) {
      setErrors(o.fields ?? {});
      setMessage(o.error);
      return;
    }
    const { rules: list, ...saved } = o.data;
    open(draftOf(saved));
    setMessage(t('rules.saved'));
    setRules(list);
  };
  const remove = async () => {
    if (!draft || draft.id <= 0) return;
    const o = await api.call(conjugationApi.deleteRule, { params: { id: draft.id }, query });
    if (!o.ok) return;
    setDraft(undefined);
    setRules(o.data.rules);
  };
  const field = (key: 'name' | 'wordClass' | 'endingToApply' | 'endingToRemove' | 'prefixToRemove', label: string) => (
    <TextInput size="xs" label={label} value={draft![key] ?? ''} error={errors[key]} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  const number = (i: number, key: 'inflectId' | 'group' | 'panelId', label: string, w: number) => (
    <NumberInput
      size="xs"
      w={w}
      allowDecimal={false}
      aria-label={t('rules.numbered', { label, n: i + 1 })}
      placeholder={label}
      value={draft!.endings[i][key]}
      error={errors[`endings.${i}.${key}`]}
      onChange={(v) => setEnding(i, { [key]: v })}
    />
  );

  return (
    <Stack gap="sm">
      <Group>
        <Button size="xs" onClick={() => open({ ...BLANK })}>
          {t('rules.new')}
        </Button>
      </Group>
      {!rules.length && (
        <Text size="sm" c="dimmed">
          {t('rules.none')}
        </Text>
      )}
      <Table striped highlightOnHover withTableBorder aria-label={t('rules.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rules.name')}</Table.Th>
            <Table.Th>{t('rules.wordClass')}</Table.Th>
            <Table.Th>{t('rules.gender')}</Table.Th>
            <Table.Th>{t('rules.endingToApply')}</Table.Th>
            <Table.Th>{t('rules.endingToRemove')}</Table.Th>
            <Table.Th>{t('rules.endings')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((r) => (
            <Table.Tr key={r.id} style={{ cursor: 'pointer' }} onClick={() => open(draftOf(r))} data-rule={r.id}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{r.wordClass}</Table.Td>
              <Table.Td>{r.gender}</Table.Td>
              <Table.Td>{r.endingToApply}</Table.Td>
              <Table.Td>{r.endingToRemove}</Table.Td>
              <Table.Td>{r.endings.map((e) => `${e.inflectId}: ${e.ending}`).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {draft && (
        <Stack gap="xs" aria-label={t('rules.form')} role="form" maw={760}>
          <Group grow>
            {field('name', t('rules.name'))}
            {field('wordClass', t('rules.wordClass'))}
            <Select
              size="xs"
              label={t('rules.gender')}
              data={GENDERS.map((g) => ({ value: g, label: g === 'mf' ? t('rules.both') : g }))}
              value={draft.gender}
              allowDeselect={false}
              error={errors.gender}
              onChange={(v) => v && set({ gender: v as RuleGender })}
            />
            <NumberInput size="xs" label={t('rules.order')} allowDecimal={false} value={draft.order} error={errors.order} onChange={(v) => set({ order: v })} />
          </Group>
          <Group grow>
            {field('endingToApply', t('rules.endingToApply'))}
            {field('endingToRemove', t('rules.endingToRemove'))}
            {field('prefixToRemove', t('rules.prefixToRemove'))}
          </Group>
          <Text size="sm" fw={500}>
            {t('rules.endingsHelp')}
          </Text>
          {draft.endings.map((e, i) => (
            <Group key={i} gap="xs">
              {number(i, 'inflectId', t('rules.inflectId'), 110)}
              <TextInput
                size="xs"
                aria-label={t('rules.numbered', { label: t('rules.ending'), n: i + 1 })}
                placeholder={t('rules.ending')}
                value={e.ending}
                error={errors[`endings.${i}.ending`]}
                onChange={(ev) => setEnding(i, { ending: ev.currentTarget.value })}
              />
              {number(i, 'group', t('rules.group'), 80)}
              {number(i, 'panelId', t('rules.panel'), 100)}
              {e.panelId !== '' && (
                <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('rules.removePanelOf', { n: i + 1 })} onClick={() => setPanelToRemove(i)}>
                  <IconX size={14} />
                </ActionIcon>
              )}
              <Button size="xs" variant="subtle" color="red" onClick={() => set({ endings: draft.endings.filter((_, j) => j !== i) })}>
                {t('rules.remove')}
              </Button>
            </Group>
          ))}
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={() => set({ endings: [...draft.endings, { inflectId: '', ending: '', group: draft.endings.at(-1)?.group ?? 1, panelId: '' }] })}
            >
              {t('rules.addEnding')}
            </Button>
            <Button size="xs" onClick={() => void save()}>
              {t('rules.save')}
            </Button>
            {draft.id > 0 && (
              <Button size="xs" color="red" variant="light" onClick={() => void remove()}>
                {t('rules.delete')}
              </Button>
            )}
          </Group>
          {message && (
            <Text size="sm" c={message === t('rules.saved') ? 'green' : 'red'} role="status">
              {message}
            </Text>
          )}
        </Stack>
      )}
      <Modal opened={panelToRemove !== undefined} onClose={() => setPanelToRemove(undefined)} title={t('rules.removePanel')}>
        <Text size="sm">{t('rules.removePanelAsk')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setPanelToRemove(undefined)}>
            {t('rules.no')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (panelToRemove !== undefined) setEnding(panelToRemove, { panelId: '' });
              setPanelToRemove(undefined);
            }}
          >
            {t('rules.yes')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
