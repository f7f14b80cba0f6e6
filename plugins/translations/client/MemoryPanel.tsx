import { Badge, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { translationsApi, type MemoryGuest } from '../public';

/** Spec 2 §9: a memory similarity of 100 or more is green (an exact match, auto-applied in the CAT view); lower is orange. */
export const similarityColor = (similarity: number) => (similarity >= 100 ? 'green' : 'orange');

export interface MemoryPanelProps {
  translationId: number;
  dialectId: number;
  /** A suggestion was clicked: its text goes into the dialect's field. */
  onPick(text: string): void;
  /** The texts as the editor holds them now, by dialect: the suggestions follow the typing of the looked-up text. */
  typed?: Record<number, string>;
}

/** How long the typing pauses before the memory is asked again. */
export const TYPING_DEBOUNCE_MS = 400;

/** Memory suggestions for one dialect of a translation, best first; a click copies one into the editor. */
export function MemoryPanel({ translationId, dialectId, onPick, typed }: MemoryPanelProps) {
  const t = useT('translations');
  const api = useApi();
  const [guest, setGuest] = useState<MemoryGuest | null>();
  // The looked-up text is the server's choice (its answer without ?text= says which); then, when
  // the editor holds another text for that dialect, the memory is asked for what is typed.
  const [stored, setStored] = useState<{ dialectId: number; text: string }>();
  const typedText = stored ? typed?.[stored.dialectId] : undefined;
  const [text] = useDebouncedValue(typedText !== undefined && typedText !== stored?.text ? typedText : undefined, TYPING_DEBOUNCE_MS);

  useEffect(() => {
    const ctrl = new AbortController();
    void api
      .load(translationsApi.memoryGuest, { params: { id: translationId, dialect: dialectId }, query: text?.trim() ? { text } : undefined, signal: ctrl.signal })
      .then((g) => {
        if (ctrl.signal.aborted) return;
        setGuest(g ?? null);
        if (g?.query && !text) setStored({ dialectId: g.query.dialectId, text: g.query.text });
      });
    return () => ctrl.abort();
  }, [api, translationId, dialectId, text]);
  useEffect(() => {
    setGuest(undefined);
    setStored(undefined);
  }, [translationId, dialectId]);

  if (guest === undefined) return <Loader size="xs" aria-label={t('memory.loading')} />;
  if (guest === null)
    return (
      <Text size="sm" c="red">
        {t('memory.failed')}
      </Text>
    );
  if (!guest.query)
    return (
      <Text size="sm" c="dimmed">
        {t('memory.nothingToLookUp')}
      </Text>
    );
  return (
    <Stack gap={4} aria-label={t('memory.suggestions')}>
      <Text size="xs" c="dimmed">
        {t('memory.similarTo', { dialect: guest.query.dialectCode, text: guest.query.text })}
      </Text>
      {guest.memory.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('memory.noSuggestions')}
        </Text>
      )}
      {guest.memory.map((m) => (
        <UnstyledButton
          key={m.id}
          onClick={() => onPick(m.text)}
          aria-label={t('memory.use', { text: m.text })}
          p={6}
          style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Group gap={8} wrap="nowrap" align="flex-start">
            <Badge
              color={similarityColor(m.similarity)}
              variant="filled"
              w={52}
              style={{ flex: 'none' }}
              data-similarity={m.similarity}
              title={t('memory.similarity', { similarity: m.similarity })}
            >
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
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
