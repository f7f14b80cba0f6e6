import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '../../../sdk/client';
import type { PanelBlock } from '../shared/types';

/** Edit Block (238x220): the block's name and its note flag. */
export function EditBlockDialog({ block, onClose, onSave }: { block: PanelBlock; onClose(): void; onSave(name: string, note: boolean): Promise<void> }) {
  const t = useT('panels');
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
    <Modal opened onClose={onClose} title={t('block.title')} size={238}>
      <Stack gap="sm" onKeyDown={getHotkeyHandler([['mod+S', () => void save()]])}>
        <TextInput label={t('block.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
        <Checkbox label={t('block.note')} checked={note} onChange={(e) => setNote(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button size="xs" loading={saving} onClick={() => void save()}>
            {t('block.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
