import { Code, Modal, Table, Text } from '@mantine/core';
import { useT } from '../../../sdk/client';
import { SEARCH_SYNTAX_HELP } from '../shared/search-syntax';

/** The help dialog of the vocabulary search syntax (spec 2 §2, §5). */
export function SearchSyntaxHelp({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const t = useT('vocabulary');
  return (
    <Modal opened={opened} onClose={onClose} title={t('searchHelp.title')} size="lg">
      <Table verticalSpacing={4} aria-label={t('searchHelp.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('searchHelp.syntax')}</Table.Th>
            <Table.Th>{t('searchHelp.meaning')}</Table.Th>
            <Table.Th>{t('searchHelp.example')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SEARCH_SYNTAX_HELP.map((h, i) => (
            <Table.Tr key={h.syntax}>
              <Table.Td>
                <Code>{/^[a-z]+$/.test(h.syntax) ? t(`searchHelp.words.${h.syntax}`) : h.syntax}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`searchHelp.meanings.${i}`, { defaultValue: h.meaning })}</Text>
              </Table.Td>
              <Table.Td>
                <Code>{h.example}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        {t('searchHelp.footer')}
      </Text>
    </Modal>
  );
}
