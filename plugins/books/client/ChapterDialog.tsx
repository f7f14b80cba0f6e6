import { useT } from '../../../sdk/client';
import { Alert, Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface ChapterFields {
  title: string;
  lessonPos: number;
}

/**
 * Add a chapter, or Edit Chapter: title and lesson position. A refused save keeps the dialog open
 * with what was typed and the server's reasons.
 */
export function ChapterDialog({
  opened,
  title,
  initial,
  onClose,
  onSave,
}: {
  opened: boolean;
  title: string;
  initial: ChapterFields;
  onClose(): void;
  onSave(fields: ChapterFields): Promise<{ error?: string; fields?: Record<string, string> } | undefined>;
}) {
  const t = useT('books');
  const [value, setValue] = useState(initial);
  const [refused, setRefused] = useState<{ error?: string; fields?: Record<string, string> }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setValue(initial);
      setRefused(undefined);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens
  }, [opened]);
  const save = async () => {
    if (!value.title.trim()) return setRefused({ fields: { title: t('required') } });
    setBusy(true);
    const res = await onSave({ ...value, title: value.title.trim() });
    setBusy(false);
    if (res) setRefused(res);
    else onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          {refused?.error && <Alert color="red">{refused.error}</Alert>}
          <TextInput
            label={t('chapterDialog.title')}
            required
            data-autofocus
            value={value.title}
            error={refused?.fields?.title}
            onChange={(e) => setValue({ ...value, title: e.currentTarget.value })}
          />
          <NumberInput
            label={t('chapterDialog.lesson')}
            min={0}
            max={100000}
            allowDecimal={false}
            value={value.lessonPos}
            error={refused?.fields?.lessonPos}
            onChange={(n) => setValue({ ...value, lessonPos: typeof n === 'number' ? n : 0 })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('chapterDialog.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('chapterDialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
