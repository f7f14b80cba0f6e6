import { Badge, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { useApi, useCommands, useT } from '../../../sdk/client';
import { catAidsApi, type CatRow, type SegmentTerm } from '../public';

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
  const t = useT('translations');
  const api = useApi();
  const [terms, setTerms] = useState<SegmentTerm[]>();

  useEffect(() => {
    setTerms(undefined);
    const ctrl = new AbortController();
    void api.load(catAidsApi.itemTerms, { params: { id: row.id }, signal: ctrl.signal }).then((found) => {
      if (!ctrl.signal.aborted) setTerms(found ?? []);
    });
    return () => ctrl.abort();
    // A save (a new saved text) asks again: whether a term is missing may have changed.
  }, [api, row.id, row.toText]);

  const insertable = (terms ?? []).filter((term) => term.translation);
  useCommands(
    Array.from({ length: KEYED }, (_, i) => ({
      id: `cat-term-${i + 1}`,
      category: t('cat.category'),
      title: t('terms.insert', { n: i + 1 }),
      // Bindings match physical keys: Mantine names the digit keys by their code.
      keys: `mod+alt+Digit${i + 1}`,
      when: () => !!insertable[i],
      run: () => insertable[i] && onInsert(insertable[i].translation),
    })),
  );

  return (
    <Stack gap={4}>
      <Title order={6}>{t('terms.title')}</Title>
      {terms === undefined ? (
        <Loader size="xs" />
      ) : terms.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('terms.none')}
        </Text>
      ) : (
        terms.map((term) => {
          const n = insertable.indexOf(term) + 1;
          const missing = !!row.toText.trim() && term.missing;
          return (
            <Group key={`${term.ref}:${term.refId}`} gap={6} wrap="nowrap" data-testid="cat-term">
              {term.translation ? (
                <UnstyledButton
                  onClick={() => onInsert(term.translation)}
                  aria-label={t('terms.insertOf', { n, text: term.translation })}
                  title={n <= KEYED ? `Ctrl+Alt+${n}` : undefined}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  <Text size="sm">
                    <Text span size="xs" c="dimmed" mr={4}>
                      {n <= KEYED ? n : ''}
                    </Text>
                    {term.source} → <b>{term.translation}</b>
                  </Text>
                </UnstyledButton>
              ) : (
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {term.source} → {t('terms.noTranslation')}
                </Text>
              )}
              {missing && (
                <Badge size="xs" color="orange" variant="light" title={t('terms.missingTitle', { translation: term.translation, source: term.source })}>
                  {t('terms.missing')}
                </Badge>
              )}
            </Group>
          );
        })
      )}
    </Stack>
  );
});
