import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatTimestamp, useT } from '../../../sdk/client';
import type { ItemConflict } from '../public';

export interface ConflictDialogProps {
  /** The text this translator saved, kept until they choose. */
  mine: string;
  other: ItemConflict;
  /** Saves `text` over the other save (its version as the one read). */
  onResolve(text: string): void;
  /** Closes without saving: the typed text stays in the row. */
  onClose(): void;
}

/**
 * A CAT save met a newer save of the row: both texts side by side; keep mine (saved over the
 * other), take theirs, or merge in a field prefilled with both. Nothing typed is lost: closing
 * leaves the row as it was typed.
 */
export function ConflictDialog({ mine, other, onResolve, onClose }: ConflictDialogProps) {
  const t = useT('translations');
  const [merging, setMerging] = useState(false);
  const [merged, setMerged] = useState(`${mine}\n${other.toText}`);
  const who = other.savedBy || t('conflict.system');
  return (
    <Modal opened onClose={onClose} title={t('conflict.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{other.savedAt ? t('conflict.savedAt', { who, at: formatTimestamp(other.savedAt) }) : t('conflict.saved', { who })}</Text>
        <Group grow align="stretch">
          <Paper withBorder p="xs">
            <Text size="xs" c="dimmed">
              {t('conflict.yours')}
            </Text>
            <Text size="sm" data-testid="conflict-mine" style={{ whiteSpace: 'pre-wrap' }}>
              {mine}
            </Text>
          </Paper>
          <Paper withBorder p="xs">
            <Text size="xs" c="dimmed">
              {t('conflict.theirs', { who })}
            </Text>
            <Text size="sm" data-testid="conflict-theirs" style={{ whiteSpace: 'pre-wrap' }}>
              {other.toText}
            </Text>
          </Paper>
        </Group>
        {merging && (
          <Textarea label={t('conflict.mergedText')} autosize minRows={3} data-autofocus value={merged} onChange={(e) => setMerged(e.currentTarget.value)} />
        )}
        <Group justify="flex-end" gap="xs">
          {merging ? (
            <Button onClick={() => onResolve(merged)}>{t('conflict.saveMerged')}</Button>
          ) : (
            <>
              <Button variant="light" onClick={() => onResolve(mine)} data-autofocus>
                {t('conflict.keepMine')}
              </Button>
              <Button variant="light" onClick={() => onResolve(other.toText)}>
                {t('conflict.takeTheirs')}
              </Button>
              <Button variant="light" onClick={() => setMerging(true)}>
                {t('conflict.merge')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
