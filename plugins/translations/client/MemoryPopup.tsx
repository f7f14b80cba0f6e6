import { Badge, Group, Modal, ScrollArea, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { translationsApi, type ConcordanceHit, type MemorySuggestion } from '../public';
import { similarityColor } from './MemoryPanel';

/** The concordance asks the server this long after the typing pauses. */
export const CONCORDANCE_DEBOUNCE_MS = 300;

export interface MemoryPopupProps {
  opened: boolean;
  onClose(): void;
  projectId: number;
  /** The active row's suggestions (left column); absent without an active row. */
  memory?: MemorySuggestion[];
  /** The words to look up first (the selected text, or empty). */
  initialSearch: string;
  /** A text was picked: it goes into the active row. */
  onPick(pick: { text: string; fromText: string; similarity?: number }): void;
}

/** Words of the source text in bold where they match the search. */
function Marked({ text, search }: { text: string; search: string }) {
  const i = search ? text.toLowerCase().indexOf(search.toLowerCase()) : -1;
  if (i < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, i)}
      <mark>{text.slice(i, i + search.length)}</mark>
      {text.slice(i + search.length)}
    </>
  );
}

/**
 * The memory popup (spec 2 §2 CAT view, 1000x600): the active row's memory suggestions beside a
 * concordance search of the memory (the done texts containing some words, with their translation),
 * as Matecat and OmegaT have it. Enter in the search picks the first hit; a click picks any.
 */
export function MemoryPopup({ opened, onClose, projectId, memory, initialSearch, onPick }: MemoryPopupProps) {
  const t = useT('translations');
  const api = useApi();
  const [search, setSearch] = useState(initialSearch);
  const [query] = useDebouncedValue(search.trim(), CONCORDANCE_DEBOUNCE_MS);
  const [hits, setHits] = useState<ConcordanceHit[]>();
  useEffect(() => {
    if (opened) setSearch(initialSearch);
  }, [opened, initialSearch]);
  useEffect(() => {
    setHits(undefined);
    if (!opened || !query) return;
    const ctrl = new AbortController();
    void api.load(translationsApi.concordance, { params: { id: projectId }, query: { text: query }, signal: ctrl.signal }).then((h) => {
      if (!ctrl.signal.aborted) setHits(h ?? []);
    });
    return () => ctrl.abort();
  }, [api, opened, projectId, query]);

  const pick = (p: { text: string; fromText: string; similarity?: number }) => {
    onPick(p);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('popup.title')} size={1000} styles={{ body: { height: 600 } }}>
      <SimpleGrid cols={2} h="100%">
        <Stack gap={4} h={560} aria-label={t('memory.suggestions')}>
          <Title order={6}>{t('popup.forRow')}</Title>
          <ScrollArea style={{ flex: 1 }}>
            {!memory ? (
              <Text size="sm" c="dimmed">
                {t('popup.pickRow')}
              </Text>
            ) : memory.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('memory.noSuggestions')}
              </Text>
            ) : (
              memory.map((m, i) => (
                <UnstyledButton
                  key={m.id}
                  w="100%"
                  p={6}
                  mb={4}
                  onClick={() => pick({ text: m.text, fromText: m.fromText, similarity: m.similarity })}
                  aria-label={t('memory.useNumbered', { n: i + 1, text: m.text })}
                  style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Group gap={8} wrap="nowrap" align="flex-start">
                    <Badge color={similarityColor(m.similarity)} style={{ flex: 'none' }}>
                      {m.similarity}
                    </Badge>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500}>
                        {m.text}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {m.fromText}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {m.course.name} · {m.refName} #{m.refId}
                        {i < 3 ? ` · Ctrl+${i + 1}` : ''}
                      </Text>
                    </Stack>
                  </Group>
                </UnstyledButton>
              ))
            )}
          </ScrollArea>
        </Stack>
        <Stack gap={4} h={560} aria-label={t('popup.concordance')}>
          <Title order={6}>{t('popup.concordance')}</Title>
          <TextInput
            size="xs"
            data-autofocus
            aria-label={t('popup.search')}
            placeholder={t('popup.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && hits?.[0]) {
                e.preventDefault();
                pick({ text: hits[0].text, fromText: hits[0].fromText });
              }
            }}
          />
          <ScrollArea style={{ flex: 1 }}>
            {!query ? (
              <Text size="sm" c="dimmed">
                {t('popup.typeWords')}
              </Text>
            ) : hits === undefined ? (
              <Text size="sm" c="dimmed">
                {t('popup.searching')}
              </Text>
            ) : hits.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('popup.noHits')}
              </Text>
            ) : (
              hits.map((h) => (
                <UnstyledButton
                  key={h.id}
                  w="100%"
                  p={6}
                  mb={4}
                  onClick={() => pick({ text: h.text, fromText: h.fromText })}
                  aria-label={t('popup.useHit', { text: h.text })}
                  style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Text size="sm">
                    <Marked text={h.fromText} search={query} />
                  </Text>
                  <Text size="sm" fw={500}>
                    {h.text}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {h.course.name} · {h.refName} #{h.refId}
                  </Text>
                </UnstyledButton>
              ))
            )}
          </ScrollArea>
        </Stack>
      </SimpleGrid>
    </Modal>
  );
}
