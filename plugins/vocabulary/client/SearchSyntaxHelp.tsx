import { Code, Modal, Table, Text } from '@mantine/core';
import { SEARCH_SYNTAX_HELP } from '../shared/search-syntax';

/** The help dialog of the vocabulary search syntax (spec 2 §2, §5). */
export function SearchSyntaxHelp({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Vocabulary search syntax" size="lg">
      <Table verticalSpacing={4} aria-label="Search syntax">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Syntax</Table.Th>
            <Table.Th>Meaning</Table.Th>
            <Table.Th>Example</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SEARCH_SYNTAX_HELP.map((h) => (
            <Table.Tr key={h.syntax}>
              <Table.Td>
                <Code>{h.syntax}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{h.meaning}</Text>
              </Table.Td>
              <Table.Td>
                <Code>{h.example}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        Filters and words can come in any order. A mistake is shown with its position.
      </Text>
    </Modal>
  );
}
