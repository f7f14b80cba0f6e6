import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { NEW_RECORD_ID, useApi, useNavigation, useT } from '../../../sdk/client';
import type { VocUses } from '../shared/types';
import { entryApi } from './scope';

/**
 * The Uses tab: where the entry is used, by kind, as other plugins declare it (usages extension
 * point); each use opens the using module in its course.
 */
export function VocUsesPanel({ id, courseId }: { id: number; courseId: number }) {
  const t = useT('vocabulary');
  const api = useApi();
  const navigation = useNavigation();
  const [uses, setUses] = useState<VocUses | null>();

  useEffect(() => {
    if (id === NEW_RECORD_ID) return;
    const ctrl = new AbortController();
    void api.load(entryApi(courseId).uses, { params: { id }, signal: ctrl.signal }).then((u) => !ctrl.signal.aborted && setUses(u ?? null));
    return () => ctrl.abort();
  }, [api, id, courseId]);

  if (id === NEW_RECORD_ID)
    return (
      <Text size="sm" c="dimmed">
        {t('uses.saveFirst')}
      </Text>
    );
  if (uses === undefined) return <Loader size="sm" />;
  if (uses === null)
    return (
      <Alert color="red" p="xs">
        <Text size="sm">{t('uses.loadFailed')}</Text>
      </Alert>
    );
  const used = uses.uses.filter((u) => u.items.length);
  if (!used.length)
    return (
      <Text size="sm" c="dimmed">
        {t('uses.notUsed')}
      </Text>
    );
  return (
    <Stack gap="xs" aria-label={t('uses.list')}>
      {used.map((u) => (
        <Stack key={u.kind} gap={2}>
          <Text size="sm" fw={500}>
            {u.kind} ({u.items.length})
          </Text>
          <Group gap={6}>
            {u.items.map((it) => (
              <Anchor
                key={`${it.courseId}:${it.id}`}
                component="button"
                type="button"
                size="sm"
                onClick={() => navigation.navigate({ ref: u.module, courseId: it.courseId, search: String(it.id) })}
              >
                #{it.id}
              </Anchor>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
