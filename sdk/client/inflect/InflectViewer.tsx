import { Alert, Box, Button, Group, Loader, Modal, Table, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApi } from '../hooks';
import {
  CONJ_STATE,
  CONJ_STATE_COLORS,
  CONJ_STATE_NAMES,
  inflectViewerApi,
  nextConjState,
  type InflectCell,
  type InflectForm,
  type InflectView,
} from '../../shared';
import { useT } from '../i18n/i18n';

export const INFLECT_VIEWER_SIZE = { width: 1100, height: 635 };

export interface InflectViewerProps {
  opened: boolean;
  onClose(): void;
  /** The record: its module (ref) and id, and the target dialect shown. */
  refType: number;
  refId: number;
  dialectId: number;
  /** Called with the forms after a save. */
  onSaved?(forms: InflectForm[]): void;
}

const blank = (inflectId: number): InflectForm => ({ inflectId, word: '', conjState: CONJ_STATE.NONE });

/** The table's cells, plus a row per form no cell places (a record of a class without a table). */
function layout(view: InflectView): { headers: string[]; rows: (InflectCell | undefined)[][] } {
  const extra = view.forms.filter((f) => !view.cells.some((c) => c.inflectId === f.inflectId));
  const cells = [
    ...view.cells,
    ...extra.map((f, i) => ({
      inflectId: f.inflectId,
      row: Math.max(-1, ...view.cells.map((c) => c.row)) + 1 + i,
      column: 0,
      label: `inflect ${f.inflectId}`,
    })),
  ];
  const nRows = Math.max(0, ...cells.map((c) => c.row + 1));
  const nCols = Math.max(1, view.headers.length, ...cells.map((c) => c.column + 1));
  const headers = Array.from({ length: nCols }, (_, i) => view.headers[i] ?? '');
  return { headers, rows: Array.from({ length: nRows }, (_, r) => Array.from({ length: nCols }, (_, c) => cells.find((x) => x.row === r && x.column === c))) };
}

/**
 * The Inflect viewer (spec 2 §2, 1100x635): a record's inflect table in a target dialect, a word
 * editor per cell with its conjugation lock marker (click cycles none/regular → change → irregular
 * → locked → none; colours transparent, green, blue, red), 'Auto-inflect' (the course's rules; the
 * irregular and locked cells stay) and 'Save'. A refused save keeps what was typed.
 */
export function InflectViewer({ opened, onClose, refType, refId, dialectId, onSaved }: InflectViewerProps) {
  const t = useT('sdk');
  const api = useApi();
  const [view, setView] = useState<InflectView | null>();
  const [forms, setForms] = useState<Map<number, InflectForm>>(new Map());
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const show = (v: InflectView) => {
    setView(v);
    setForms(new Map(v.forms.map((f) => [f.inflectId, f])));
  };
  useEffect(() => {
    if (!opened) return;
    setView(undefined);
    setError(undefined);
    void api
      .call(inflectViewerApi.forms, { params: { ref: refType, refId, dialectId } })
      .then((o) => (o.ok ? show(o.data) : (setView(null), setError(o.error))));
  }, [opened, refType, refId, dialectId, api]);

  const list = () => [...forms.values()].sort((a, b) => a.inflectId - b.inflectId);
  const set = (inflectId: number, patch: Partial<InflectForm>) =>
    setForms((m) => new Map(m).set(inflectId, { ...(m.get(inflectId) ?? blank(inflectId)), ...patch }));

  const run = async (what: 'auto-inflect' | 'inflects') => {
    setBusy(true);
    setError(undefined);
    const input = { params: { ref: refType, refId, dialectId }, body: { inflects: list() } };
    const o = what === 'inflects' ? await api.call(inflectViewerApi.saveForms, input) : await api.call(inflectViewerApi.autoInflect, input);
    setBusy(false);
    if (!o.ok) return setError(o.fields ? `${o.error}: ${Object.values(o.fields).join('; ')}` : o.error);
    setForms(new Map(o.data.forms.map((f) => [f.inflectId, f])));
    if (what === 'inflects') onSaved?.(o.data.forms);
  };

  const grid = view ? layout(view) : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={INFLECT_VIEWER_SIZE.width}
      title={view ? `${t('inflect.title')}: ${view.word}${view.wordClass ? ` (${view.wordClass})` : ''}` : t('inflect.title')}
      styles={{ body: { minHeight: INFLECT_VIEWER_SIZE.height - 60 } }}
    >
      {view === undefined && <Loader size="sm" />}
      {error && (
        <Alert color="red" mb="sm" data-testid="inflect-error">
          {error}
        </Alert>
      )}
      {grid && (
        <Box data-testid="inflect-viewer">
          {!grid.rows.length && (
            <Text size="sm" c="dimmed">
              {t('inflect.noTable')}
            </Text>
          )}
          <Table withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                {grid.headers.map((h, i) => (
                  <Table.Th key={i}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grid.rows.map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((c, i) => (
                    <Table.Td key={i}>
                      {c && <CellEditor cell={c} form={forms.get(c.inflectId) ?? blank(c.inflectId)} onChange={(p) => set(c.inflectId, p)} />}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" mt="md">
            <Button variant="default" loading={busy} onClick={() => void run('auto-inflect')}>
              {t('inflect.auto')}
            </Button>
            <Button loading={busy} onClick={() => void run('inflects')}>
              {t('common.save')}
            </Button>
          </Group>
        </Box>
      )}
    </Modal>
  );
}

function CellEditor({ cell, form, onChange }: { cell: InflectCell; form: InflectForm; onChange(p: Partial<InflectForm>): void }) {
  const state = form.conjState;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={CONJ_STATE_NAMES[state] ?? ''}>
        <UnstyledButton
          aria-label={`${cell.label} lock state: ${CONJ_STATE_NAMES[state]}`}
          data-state={state}
          onClick={() => onChange({ conjState: nextConjState(state, form.word) })}
          style={{
            width: 14,
            height: 14,
            borderRadius: 7,
            border: '1px solid var(--mantine-color-gray-5)',
            background: CONJ_STATE_COLORS[state] ?? 'transparent',
            flex: 'none',
          }}
        />
      </Tooltip>
      <TextInput
        size="xs"
        style={{ flex: 1 }}
        aria-label={cell.label}
        placeholder={cell.label}
        value={form.word}
        onChange={(e) => onChange({ word: e.currentTarget.value })}
      />
    </Group>
  );
}
