import { Button, Group, Modal, Select } from '@mantine/core';
import { useState } from 'react';

/** Add KLine (500x100): one of the course's k-lines not on the panel yet; Add needs a choice (spec 2 §5). */
export function AddKLineDialog({ options, onAdd, onClose }: { options: { id: number; title: string }[]; onAdd(id: number): void; onClose(): void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title="Add KLine" size={500}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label="K-line"
          placeholder="Choose a k-line"
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
          Add
        </Button>
      </Group>
    </Modal>
  );
}
