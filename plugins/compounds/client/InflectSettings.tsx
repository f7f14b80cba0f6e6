import { ActionIcon, Checkbox, Select, Table, Text, TextInput } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { InflectViewer, useT } from '../../../sdk/client';
import { COMPOUNDS } from '../public';
import { SPLIT_TYPES, type CompoundInflect } from '../shared/types';

export interface InflectSettingsProps {
  /** A saved compound's id: its rows get the inflect viewer button. */
  compoundId?: number;
  value: CompoundInflect[];
  onChange(next: CompoundInflect[]): void;
  errors: Record<string, string>;
}

/**
 * Per target dialect (spec 2 §3 compound inflects): the inflect word (the compound as written
 * there, what the linker matches), the split type and whether the linker preselects it. The
 * inflect viewer (a saved compound's forms per dialect) is the SDK's, served by the inflection module.
 */
export function InflectSettings({ compoundId = -1, value, onChange, errors }: InflectSettingsProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const t = useT('compounds');
  const set = (i: number, patch: Partial<CompoundInflect>) => onChange(value.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <Table withTableBorder verticalSpacing={4} aria-label={t('inflects.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('inflects.dialect')}</Table.Th>
          <Table.Th>{t('inflects.word')}</Table.Th>
          <Table.Th>{t('inflects.split')}</Table.Th>
          <Table.Th>{t('inflects.preselected')}</Table.Th>
          <Table.Th>{t('inflects.forms')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {value.map((x, i) => (
          <Table.Tr key={x.dialectId} data-dialect={x.dialectCode}>
            <Table.Td>
              <Text size="sm" span>
                {x.dialectCode}
              </Text>
              {compoundId > 0 && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  ml={4}
                  aria-label={t('inflects.viewer', { dialect: x.dialectCode })}
                  onClick={() => setViewing(x.dialectId)}
                >
                  <IconTable size={14} />
                </ActionIcon>
              )}
            </Table.Td>
            <Table.Td>
              <TextInput
                size="xs"
                aria-label={t('inflects.wordOf', { dialect: x.dialectCode })}
                value={x.inflectWord}
                error={errors[`inflects.${i}.inflectWord`] || errors[`inflects.${i}.dialectId`]}
                onChange={(e) => set(i, { inflectWord: e.currentTarget.value })}
              />
            </Table.Td>
            <Table.Td>
              <Select
                size="xs"
                aria-label={t('inflects.splitOf', { dialect: x.dialectCode })}
                allowDeselect={false}
                value={String(x.splitType)}
                data={SPLIT_TYPES.map((s) => ({ value: String(s.value), label: t(`split.${s.value}`) }))}
                onChange={(v) => v !== null && set(i, { splitType: Number(v) })}
              />
            </Table.Td>
            <Table.Td>
              <Checkbox
                aria-label={t('inflects.preselectedOf', { dialect: x.dialectCode })}
                checked={x.preselected}
                onChange={(e) => set(i, { preselected: e.currentTarget.checked })}
              />
            </Table.Td>
            <Table.Td>
              <Text size="sm" data-testid={`n-inflects-${x.dialectCode}`}>
                {x.nInflects ?? 0}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {viewing !== null && <InflectViewer opened onClose={() => setViewing(null)} refType={COMPOUNDS} refId={compoundId} dialectId={viewing} />}
    </Table>
  );
}
