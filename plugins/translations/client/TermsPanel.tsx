import { Badge, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { useApi, useCommands } from '../../../sdk/client';
import { catAidsApi, termMissing, type CatRow, type SegmentTerm } from '../public';

export interface TermsPanelProps {
  row: CatRow;
  /** Puts a term's translation in at the target's caret. */
  onInsert(text: string): void;
}

/** Ctrl+Alt+1 to 9 insert the first nine terms that have a translation. */
const KEYED = 9;

/**
 * The active row's terms (issue 43): the concepts the linker guesses in its source, with their
 * approved translation in the project's dialect, numbered for Ctrl+Alt+n, which puts the n-th in
 * at the target's caret. A term whose translation the saved target leaves out says so, as the
 * format check's warning does.
 */
export const TermsPanel = memo(function TermsPanel({ row, onInsert }: TermsPanelProps) {
  const api = useApi();
  const [terms, setTerms] = useState<SegmentTerm[]>();

  useEffect(() => {
    setTerms(undefined);
    const ctrl = new AbortController();
    void api.load(catAidsApi.itemTerms, { params: { id: row.id }, signal: ctrl.signal }).then((t) => {
      if (!ctrl.signal.aborted) setTerms(t ?? []);
    });
    return () => ctrl.abort();
    // A save (a new saved text) asks again: whether a term is missing may have changed.
  }, [api, row.id, row.toText]);

  const insertable = (terms ?? []).filter((t) => t.translation);
  useCommands(
    Array.from({ length: KEYED }, (_, i) => ({
      id: `cat-term-${i + 1}`,
      category: 'CAT',
      title: `Insert term ${i + 1}`,
      // Bindings match physical keys: Mantine names the digit keys by their code.
      keys: `mod+alt+Digit${i + 1}`,
      when: () => !!insertable[i],
      run: () => insertable[i] && onInsert(insertable[i].translation),
    })),
  );

  return (
    <Stack gap={4}>
      <Title order={6}>Terms</Title>
      {terms === undefined ? (
        <Loader size="xs" />
      ) : terms.length === 0 ? (
        <Text size="xs" c="dimmed">
          No terms in this source.
        </Text>
      ) : (
        terms.map((t) => {
          const n = insertable.indexOf(t) + 1;
          const missing = !!row.toText.trim() && t.missing;
          return (
            <Group key={`${t.ref}:${t.refId}`} gap={6} wrap="nowrap" data-testid="cat-term">
              {t.translation ? (
                <UnstyledButton
                  onClick={() => onInsert(t.translation)}
                  aria-label={`Insert term ${n}: ${t.translation}`}
                  title={n <= KEYED ? `Ctrl+Alt+${n}` : undefined}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  <Text size="sm">
                    <Text span size="xs" c="dimmed" mr={4}>
                      {n <= KEYED ? n : ''}
                    </Text>
                    {t.source} → <b>{t.translation}</b>
                  </Text>
                </UnstyledButton>
              ) : (
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {t.source} → no approved translation
                </Text>
              )}
              {missing && (
                <Badge size="xs" color="orange" variant="light" title={termMissing(t)}>
                  missing
                </Badge>
              )}
            </Group>
          );
        })
      )}
    </Stack>
  );
});
