import { Button, Group, Modal, Select } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../sdk/client';

/** Add KLine (500x100): one of the course's k-lines not on the panel yet; Add needs a choice (spec 2 §5). */
export function AddKLineDialog({ options, onAdd, onClose }: { options: { id: number; title: string }[]; onAdd(id: number): void; onClose(): void }) {
  const t = useT('panels');
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={t('addKLine.title')} size={500}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label={t('addKLine.kLine')}
          placeholder={t('addKLine.choose')}
          searchable
          value={chosen}
          onChange={setChosen}
          data={options.map((k) => ({ value: String(k.id), label: `${k.id} · ${k.title}` }))}
        />
        <Button
          disabled={!chosen}
          onClick={() => {
            onAdd(Number(chosen));
            onClose();
          }}
        >
          {t('addKLine.add')}
        </Button>
      </Group>
    </Modal>
  );
}
