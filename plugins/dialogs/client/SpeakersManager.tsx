import { ActionIcon, Button, Group, Modal, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { dialogsApi, type Speaker, type SpeakersWrite } from '../public';

/** One speaker's row: name and gender, saved on its own; the built-in DESCRIPTION (id 0) is read-only. */
function SpeakerRow({ speaker, onChanged }: { speaker: Speaker; onChanged(w: SpeakersWrite): void }) {
  const api = useApi();
  const t = useT('dialogs');
  const [draft, setDraft] = useState(speaker);
  const [error, setError] = useState<string>();
  if (speaker.id === 0)
    return (
      <Table.Tr>
        <Table.Td>{speaker.name}</Table.Td>
        <Table.Td>
          <Text size="xs" c="dimmed">
            {t('speakers.builtIn')}
          </Text>
        </Table.Td>
        <Table.Td />
      </Table.Tr>
    );
  const save = async () => {
    const res = await api.call(dialogsApi.saveSpeaker, {
      params: { id: speaker.id },
      body: { name: draft.name, gender: draft.gender, version: speaker.version },
    });
    if (!res.ok) return setError(res.fields?.name ?? res.error);
    setError(undefined);
    onChanged(res.data);
  };
  const remove = async () => {
    const res = await api.call(dialogsApi.deleteSpeaker, { params: { id: speaker.id } });
    if (!res.ok) return setError(res.error); // the speaker stays (spec 3 §8)
    onChanged(res.data);
  };
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={t('speakers.name')}
          value={draft.name}
          error={error}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <SegmentedControl size="xs" data={['m', 'f']} value={draft.gender} onChange={(g) => setDraft({ ...draft, gender: g as Speaker['gender'] })} />
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t('speakers.save')} onClick={() => void save()}>
            <IconDeviceFloppy size={14} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={t('speakers.delete')} onClick={() => void remove()}>
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The speakers manager popup (spec 3 §2): name and gender of the dialog's speakers, and a new one; each write one request, its answer shown. */
export function SpeakersManager({
  dialogId,
  speakers,
  opened,
  onClose,
  onChanged,
}: {
  dialogId: number;
  speakers: Speaker[];
  opened: boolean;
  onClose(): void;
  /** The speakers and segments a write answered. */
  onChanged(w: SpeakersWrite): void;
}) {
  const api = useApi();
  const t = useT('dialogs');
  const [name, setName] = useState('');
  const [gender, setGender] = useState<Speaker['gender']>('m');
  const [error, setError] = useState<string>();
  const add = async () => {
    const res = await api.call(dialogsApi.addSpeaker, { params: { dialogId }, body: { name, gender } });
    if (!res.ok) return setError(res.fields?.name ?? res.error);
    setName('');
    setError(undefined);
    onChanged(res.data);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('speakers.title')}>
      <Stack gap="sm">
        <Table>
          <Table.Tbody>
            {speakers.map((s) => (
              <SpeakerRow key={`${s.id}:${s.version}`} speaker={s} onChanged={onChanged} />
            ))}
          </Table.Tbody>
        </Table>
        <Group gap="xs" align="flex-start">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder={t('speakers.newPlaceholder')}
            aria-label={t('speakers.newName')}
            value={name}
            error={error}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <SegmentedControl size="xs" data={['m', 'f']} value={gender} onChange={(g) => setGender(g as Speaker['gender'])} />
          <Button size="xs" onClick={() => void add()} disabled={!name.trim()}>
            {t('speakers.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
