import { Anchor, Button, Group, Modal, Table, Text } from '@mantine/core';
import { useNavigation } from '../../../sdk/client';
import type { CheckDetail, PublishResource } from './types';

export interface FailureDialogProps {
  courseId: number;
  resources: PublishResource[];
  failures: CheckDetail[];
  onClose: () => void;
}

/**
 * The failing items of a check (spec 3 §8): item name, id link (closes the dialog and opens the
 * record in its module; the resource's 'n failing' link shows the list again) and error text; Open all opens every failing item, one tab per resource searching their ids.
 */
export function FailureDialog({ courseId, resources, failures, onClose }: FailureDialogProps) {
  const navigation = useNavigation();
  const nameOf = (ref: number) => resources.find((r) => r.ref === ref)?.name ?? String(ref);
  const open = (d: CheckDetail) => { onClose(); navigation.navigate({ ref: d.ref, courseId, search: String(d.refId) }); };
  const openAll = () => {
    const byRef = new Map<number, number[]>();
    failures.forEach((d) => byRef.set(d.ref, [...(byRef.get(d.ref) ?? []), d.refId]));
    byRef.forEach((ids, ref) => navigation.navigate({ ref, courseId, search: ids.join(','), ids }));
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={`Publish check: ${failures.length} failing item${failures.length === 1 ? '' : 's'}`} size="xl">
      <Table striped data-testid="publish-failures">
        <Table.Thead>
          <Table.Tr><Table.Th>Resource</Table.Th><Table.Th>Item</Table.Th><Table.Th>Id</Table.Th><Table.Th>Error</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {failures.map((d) => (
            <Table.Tr key={`${d.ref}-${d.refId}`}>
              <Table.Td>{nameOf(d.ref)}</Table.Td>
              <Table.Td>{d.refName}</Table.Td>
              <Table.Td><Anchor component="button" type="button" onClick={() => open(d)}>#{d.refId}</Anchor></Table.Td>
              <Table.Td><Text c="red" size="sm">{d.error}</Text></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>Close</Button>
        <Button onClick={openAll}>Open all</Button>
      </Group>
    </Modal>
  );
}
