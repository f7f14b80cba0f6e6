import { Button, Group, Modal, Text } from '@mantine/core';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n';

/** What the user is asked before changes that are not saved are dropped, wherever they are dropped. */
export const UNSAVED_CHANGES_MESSAGE = 'This record has changes that are not saved. Discard them?';

export interface UnsavedChangesDialogProps {
  opened: boolean;
  /** What is asked, when the screen can say more than the default (what is dropped, and why). */
  message?: string;
  /** Keep editing: nothing is dropped (also Escape and the dialog's ×). */
  onKeep(): void;
  /** Discard changes: go on with what was asked. */
  onDiscard(): void;
}

/** The one way of asking before unsaved changes are dropped: a new record, another row, a closed tab. */
export function UnsavedChangesDialog({ opened, message, onKeep, onDiscard }: UnsavedChangesDialogProps) {
  const t = useT('sdk');
  return (
    <Modal opened={opened} onClose={onKeep} title={t('unsaved.title')} size="sm">
      <Text size="sm">{message ?? t('unsaved.message')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onKeep}>
          {t('unsaved.keep')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('unsaved.discard')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Told by each part of a screen whether it holds unsaved changes (owner: one per hook call). The
 * workspace provides one per tab and asks before closing a tab that has any.
 */
export type UnsavedChangesReporter = (owner: object, dirty: boolean) => void;

export const UnsavedChangesContext = createContext<UnsavedChangesReporter | null>(null);

/**
 * Declares that the calling screen holds changes that are not saved while `dirty` is true: the
 * workspace then asks (UnsavedChangesDialog) before closing its tab, and the browser before the
 * page is left or reloaded. A screen may call it several times (one per editor); its tab counts as
 * changed while any of them is dirty. Outside the workspace only the page-leave warning applies.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  const owner = useRef<object>({}).current;
  useEffect(() => {
    if (!dirty || !report) return;
    report(owner, true);
    return () => report(owner, false);
  }, [report, owner, dirty]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
