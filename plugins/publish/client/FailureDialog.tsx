import { Anchor, Button, Group, Modal, Table, Text } from '@mantine/core';
import { openLocation, useNavigation, type RecordLocation, useT } from '../../../sdk/client';
import type { CheckDetail, PublishResource } from './types';

export interface FailureDialogProps {
  courseId: number;
  resources: PublishResource[];
  failures: CheckDetail[];
  onClose: () => void;
}

/**
 * The failing items of a check (spec 3 §8): item name, id link (closes the dialog and opens the
 * record where the server says it opens: its module, or for a part such as a reading's text, its
 * parent record's module with the part selected; the resource's 'n failing' link shows the list
 * again) and error text. Open all opens one tab per resource: its own records' ids searched, or
 * for parts (a tab shows one record) the first failing part on its record.
 */
export function FailureDialog({ courseId, resources, failures, onClose }: FailureDialogProps) {
  const navigation = useNavigation();
  const t = useT('publish');
  const nameOf = (ref: number) => resources.find((r) => r.ref === ref)?.name ?? String(ref);
  const open = (at: RecordLocation) => {
    onClose();
    openLocation(navigation, at, courseId);
  };
  const openAll = () => {
    const byRef = new Map<number, CheckDetail[]>();
    failures.filter((d) => d.open).forEach((d) => byRef.set(d.ref, [...(byRef.get(d.ref) ?? []), d]));
    byRef.forEach((list, ref) => {
      if (list.every((d) => d.open!.module === ref)) {
        const ids = list.map((d) => d.refId);
        navigation.navigate({ ref, courseId, search: ids.join(','), ids });
      } else openLocation(navigation, list[0].open!, courseId);
    });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('failures.title', { count: failures.length })} size="xl">
      <Table striped data-testid="publish-failures">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('failures.resource')}</Table.Th>
            <Table.Th>{t('failures.item')}</Table.Th>
            <Table.Th>{t('failures.id')}</Table.Th>
            <Table.Th>{t('failures.error')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {failures.map((d) => (
            <Table.Tr key={`${d.ref}-${d.refId}`}>
              <Table.Td>{nameOf(d.ref)}</Table.Td>
              <Table.Td>{d.refName}</Table.Td>
              <Table.Td>
                {d.open ? (
                  <Anchor component="button" type="button" onClick={() => open(d.open!)}>
                    #{d.refId}
                  </Anchor>
                ) : (
                  <Text size="sm">#{d.refId}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text c="red" size="sm">
                  {d.error}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('failures.close')}
        </Button>
        <Button onClick={openAll}>{t('failures.openAll')}</Button>
      </Group>
    </Modal>
  );
}
