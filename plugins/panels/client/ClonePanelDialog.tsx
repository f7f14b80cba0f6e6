import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi } from '../../../sdk/client';
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
  const api = useApi();
  const [rows, setRows] = useState<CloneRow[]>([{ title: `${title} (clone)`, inflectWord: '' }]);
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
    <Modal opened onClose={onClose} title="Clone Panel" size={558}>
      <Stack gap="xs" mih={300}>
        {rows.map((r, i) => (
          <Group key={i} gap="xs" wrap="nowrap" data-clone-row={i}>
            <TextInput
              size="xs"
              style={{ flex: 2 }}
              aria-label={`Clone ${i + 1} title`}
              value={r.title}
              disabled={r.state === 'saved'}
              error={r.state && r.state !== 'saved' ? r.state : undefined}
              onChange={(e) => set(i, { title: e.currentTarget.value })}
            />
            <TextInput
              size="xs"
              style={{ flex: 1 }}
              aria-label={`Clone ${i + 1} inflect word`}
              placeholder="Inflect word"
              value={r.inflectWord}
              disabled={r.state === 'saved'}
              onChange={(e) => set(i, { inflectWord: e.currentTarget.value })}
            />
            {r.state === 'saved' ? <IconCheck color="green" size={18} aria-label="Saved" data-saved /> : <span style={{ width: 18 }} />}
          </Group>
        ))}
        <Group justify="space-between">
          <Button size="xs" variant="light" onClick={() => setRows((all) => [...all, { title: `${title} (clone ${all.length + 1})`, inflectWord: '' }])}>
            Add clone
          </Button>
          <Button size="xs" loading={busy} disabled={rows.every((r) => r.state === 'saved')} onClick={() => void save()}>
            Save clones
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          The clones keep the k-lines, lists, level, titles and structure of this panel.
        </Text>
      </Stack>
    </Modal>
  );
}
