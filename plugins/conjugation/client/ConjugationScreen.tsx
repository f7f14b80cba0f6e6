import { Table, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useCommands, useHttp, type ModuleScreenProps } from '../../../sdk/client';
import type { ConjRule, RootChange } from '../shared/conjugate';

/** Conjugation (32): the course's rules with their endings, and its root changes. */
export default function ConjugationScreen({ courseId }: ModuleScreenProps) {
  const http = useHttp();
  const [rules, setRules] = useState<ConjRule[]>([]);
  const [changes, setChanges] = useState<RootChange[]>([]);
  const [tab, setTab] = useState<string | null>('rules');
  useCommands([
    { id: 'conjugation-rules', category: 'Conjugation', title: 'Show the rules', keys: 'mod+alt+1', run: () => setTab('rules') },
    { id: 'conjugation-root-changes', category: 'Conjugation', title: 'Show the root changes', keys: 'mod+alt+2', run: () => setTab('root-changes') },
  ]);
  useEffect(() => {
    void http.get<ConjRule[]>(`courses/${courseId}/conj-rules`).then((r) => setRules(r ?? []));
    void http.get<RootChange[]>(`courses/${courseId}/conjugation-root-changes`).then((r) => setChanges(r ?? []));
  }, [http, courseId]);
  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List>
        <Tabs.Tab value="rules">Rules</Tabs.Tab>
        <Tabs.Tab value="root-changes">Root Changes</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="rules" p="sm">
        {!rules.length && <Text size="sm" c="dimmed">No rules in this course.</Text>}
        <Table striped withTableBorder>
          <Table.Thead><Table.Tr><Table.Th>Name</Table.Th><Table.Th>Word class</Table.Th><Table.Th>Ending to apply</Table.Th><Table.Th>Ending to remove</Table.Th><Table.Th>Endings</Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {rules.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.name}</Table.Td><Table.Td>{r.wordClass}</Table.Td><Table.Td>{r.endingToApply}</Table.Td><Table.Td>{r.endingToRemove}</Table.Td>
                <Table.Td>{r.endings.map((e) => `${e.inflectId}: ${e.ending || '∅'}`).join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Tabs.Panel>
      <Tabs.Panel value="root-changes" p="sm">
        <Table striped withTableBorder>
          <Table.Thead><Table.Tr><Table.Th>Word class</Table.Th><Table.Th>From</Table.Th><Table.Th>To</Table.Th><Table.Th>Before an ending starting with</Table.Th><Table.Th>Priority</Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {changes.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.wordClass}</Table.Td><Table.Td>{c.fromText}</Table.Td><Table.Td>{c.toText || '∅'}</Table.Td><Table.Td>{c.contextNextEndingStartsWith || '(any)'}</Table.Td><Table.Td>{c.priority}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Tabs.Panel>
    </Tabs>
  );
}
