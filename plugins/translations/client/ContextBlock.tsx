import { Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { translationsApi, type RowContext } from '../public';

/** The 'Read by' values the catalogue names (context.readers.*); another shows as stored. */
const READERS = ['m', 'f', 'mf'];
/** Stored texts may hold markup (readings, dialogs): the block shows their words. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The right panel's Context block (spec 4 §2.1), chosen by the row's context type: a panel shows
 * the panel's texts, a glossary its title, sentences and dialogs the item with 'Read by', a
 * reading its text; any other record its texts plainly. Each text shows in both dialects.
 */
export const ContextBlock = memo(function ContextBlock({ itemId }: { itemId: number }) {
  const t = useT('translations');
  const api = useApi();
  const [ctx, setCtx] = useState<RowContext | null>();
  useEffect(() => {
    setCtx(undefined);
    const ctrl = new AbortController();
    void api.load(translationsApi.itemContext, { params: { id: itemId }, signal: ctrl.signal }).then((c) => {
      if (!ctrl.signal.aborted) setCtx(c ?? null);
    });
    return () => ctrl.abort();
  }, [api, itemId]);

  if (ctx === undefined)
    return (
      <Stack gap={4}>
        <Title order={6}>{t('context.title')}</Title>
        <Loader size="xs" />
      </Stack>
    );
  if (ctx === null)
    return (
      <Stack gap={4}>
        <Title order={6}>{t('context.title')}</Title>
        <Text size="xs" c="dimmed">
          {t('context.none')}
        </Text>
      </Stack>
    );
  const title = ctx.kind === 'glossary' ? ctx.texts.find((x) => x.field === 'title') : undefined;
  const shown = title ? [title] : ctx.texts;
  return (
    <Stack gap={4} data-testid="cat-context" data-kind={ctx.kind}>
      <Title order={6}>{t('context.of', { name: ctx.recordName })}</Title>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          #{ctx.refId} · {ctx.field}
        </Text>
        {ctx.lesson !== null && (
          <Badge size="xs" variant="light">
            {t('context.lesson', { lesson: ctx.lesson })}
          </Badge>
        )}
      </Group>
      {ctx.kind === 'item' && ctx.readBy && (
        <Text size="xs" data-testid="cat-read-by">
          {t('context.readBy', { readers: READERS.includes(ctx.readBy) ? t(`context.readers.${ctx.readBy}`) : ctx.readBy })}
        </Text>
      )}
      {shown.map((x) => (
        <Stack key={x.field} gap={0}>
          {shown.length > 1 && (
            <Text size="xs" c="dimmed" tt="capitalize">
              {x.field}
            </Text>
          )}
          <Text size="sm" lineClamp={ctx.kind === 'reading' ? 8 : undefined}>
            {plain(x.fromText) || '—'}
          </Text>
          {x.toText && (
            <Text size="xs" c="dimmed">
              {plain(x.toText)}
            </Text>
          )}
        </Stack>
      ))}
      {ctx.total > shown.length && !title && (
        <Text size="xs" c="dimmed">
          {t('context.around', { shown: shown.length, count: ctx.total })}
        </Text>
      )}
    </Stack>
  );
});
