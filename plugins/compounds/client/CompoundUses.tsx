import { Alert, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApi, useRefTitle, useT } from '../../../sdk/client';
import { conceptLinkerApi } from '../../concept-linker/public';
import { COMPOUNDS, type Compound } from '../public';

type ConceptUse = { ref: number; refId: number; target: string; source: string };

/** The Uses tab (spec 2 §2): the target dialect toggles, then the texts of the course linking the compound (concept uses). */
export function CompoundUses({ compound }: { compound: Compound }) {
  const api = useApi();
  const t = useT('compounds');
  const refTitle = useRefTitle();
  const [dialect, setDialect] = useState(compound.inflects[0]?.dialectId);
  const [uses, setUses] = useState<ConceptUse[] | null>();
  useEffect(() => {
    if (compound.id < 0 || !dialect) return;
    const ctrl = new AbortController();
    setUses(undefined);
    const params = { courseId: compound.courseId, ref: COMPOUNDS, refId: compound.id, d: dialect, s: compound.sourceDialectId ?? dialect };
    void api.call(conceptLinkerApi.conceptUses, { params, signal: ctrl.signal }).then((r) => !ctrl.signal.aborted && setUses(r.ok ? r.data : null));
    return () => ctrl.abort();
  }, [api, compound.id, compound.courseId, compound.sourceDialectId, dialect]);

  if (compound.id < 0)
    return (
      <Text size="sm" c="dimmed">
        {t('uses.saveFirst')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={String(dialect)}
        onChange={(v) => setDialect(Number(v))}
        data={compound.inflects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
      />
      {uses === undefined && <Loader size="sm" />}
      {uses === null && (
        <Alert color="red" p="xs">
          <Text size="sm">{t('uses.failed')}</Text>
        </Alert>
      )}
      {uses?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('uses.none')}
        </Text>
      )}
      {!!uses?.length && (
        <Table aria-label={t('uses.table')} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('uses.ref')}</Table.Th>
              <Table.Th>{t('uses.id')}</Table.Th>
              <Table.Th>{t('uses.target')}</Table.Th>
              <Table.Th>{t('uses.source')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {uses.map((u) => (
              <Table.Tr key={`${u.ref}:${u.refId}`}>
                <Table.Td>{refTitle(u.ref)}</Table.Td>
                <Table.Td>{u.refId}</Table.Td>
                <Table.Td>{u.target}</Table.Td>
                <Table.Td>{u.source}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
