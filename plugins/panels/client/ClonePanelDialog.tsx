import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { panelsApi } from '../public';

interface CloneRow {
  title: string;
  inflectWord: string;
  state?: 'saved' | string;
}

/**
 * Clone Panel (558x455): several clones at once, each with its title and inflect word; they are
 * saved in parallel, one request each, with a tick shown per saved clone (spec 2 §4).
 */
export function ClonePanelDialog({
  panelId,
  courseId,
  title,
  onClose,
  onCloned,
}: {
  panelId: number;
  courseId: number;
  title: string;
  onClose(): void;
  onCloned(): void;
}) {
  const t = useT('panels');
  const api = useApi();
  const [rows, setRows] = useState<CloneRow[]>([{ title: t('clone.first', { title }), inflectWord: '' }]);
  const [busy, setBusy] = useState(false);
  const set = (i: number, r: Partial<CloneRow>) => setRows((all) => all.map((x, j) => (j === i ? { ...x, ...r } : x)));
  const save = async () => {
    setBusy(true);
    await Promise.all(
      rows.map(async (r, i) => {
        if (r.state === 'saved') return;
        const res = await api.call(panelsApi.clone, { params: { courseId }, body: { id: panelId, title: r.title, inflectWord: r.inflectWord } });
        set(i, { state: res.ok ? 'saved' : (res.fields?.title ?? res.error) });
      }),
    );
    setBusy(false);
    onCloned();
  };
  return (
    <Modal opened onClose={onClose} title={t('clone.title')} size={558}>
      <Stack gap="xs" mih={300}>
        {rows.map((r, i) => (
          <Group key={i} gap="xs" wrap="nowrap" data-clone-row={i}>
            <TextInput
              size="xs"
              style={{ flex: 2 }}
              aria-label={t('clone.titleOf', { n: i + 1 })}
              value={r.title}
              disabled={r.state === 'saved'}
              error={r.state && r.state !== 'saved' ? r.state : undefined}
              onChange={(e) => set(i, { title: e.currentTarget.value })}
            />
            <TextInput
              size="xs"
              style={{ flex: 1 }}
              aria-label={t('clone.inflectWordOf', { n: i + 1 })}
              placeholder={t('clone.inflectWord')}
              value={r.inflectWord}
              disabled={r.state === 'saved'}
              onChange={(e) => set(i, { inflectWord: e.currentTarget.value })}
            />
            {r.state === 'saved' ? <IconCheck color="green" size={18} aria-label={t('clone.saved')} data-saved /> : <span style={{ width: 18 }} />}
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            size="xs"
            variant="light"
            onClick={() => setRows((all) => [...all, { title: t('clone.nth', { title, n: all.length + 1 }), inflectWord: '' }])}
          >
            {t('clone.add')}
          </Button>
          <Button size="xs" loading={busy} disabled={rows.every((r) => r.state === 'saved')} onClick={() => void save()}>
            {t('clone.save')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('clone.help')}
        </Text>
      </Stack>
    </Modal>
  );
}
