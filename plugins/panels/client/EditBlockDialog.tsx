import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { useState } from 'react';
import type { PanelBlock } from '../shared/types';

/** Edit Block (238x220): the block's name and its note flag. */
export function EditBlockDialog({ block, onClose, onSave }: { block: PanelBlock; onClose(): void; onSave(name: string, note: boolean): Promise<void> }) {
  const [name, setName] = useState(block.name);
  const [note, setNote] = useState(block.note);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await onSave(name, note);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Edit Block" size={238}>
      <Stack gap="sm" onKeyDown={getHotkeyHandler([['mod+S', () => void save()]])}>
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
        <Checkbox label="Note" checked={note} onChange={(e) => setNote(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button size="xs" loading={saving} onClick={() => void save()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
