import { Modal, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../sdk/client';

export interface Found<T> {
  id: number;
  label: string;
  value: T;
}

/** Popup sizes (spec 2 §2: Search Paragraph 700x600; Search Table and Chart have none there: the Insert Conjugation size). */
export const SEARCH_SIZES = { paragraph: { width: 700, height: 600 }, table: { width: 558, height: 455 }, chart: { width: 558, height: 455 } };

/**
 * A search popup (Search Paragraph, Search Table, Search Chart): text typed searches, a click on a
 * result picks it and closes the popup.
 */
export function SearchDialog<T>({
  title,
  size,
  search,
  onPick,
  onClose,
}: {
  title: string;
  size: { width: number; height: number };
  search(text: string): Promise<Found<T>[]>;
  onPick(f: Found<T>): void;
  onClose(): void;
}) {
  const t = useT('panels');
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found<T>[]>();
  useEffect(() => {
    const timer = setTimeout(() => void search(text).then(setFound), 250);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Modal opened onClose={onClose} title={title} size={size.width} styles={{ body: { height: size.height - 60 } }}>
      <Stack gap="xs" h="100%">
        <TextInput size="xs" label={t('search.label')} data-autofocus value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <ScrollArea h={size.height - 160}>
          {found?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('search.nothingFound')}
            </Text>
          )}
          {found?.map((f) => (
            <NavLink
              key={f.id}
              label={f.label}
              onClick={() => {
                onPick(f);
                onClose();
              }}
            />
          ))}
        </ScrollArea>
      </Stack>
    </Modal>
  );
}
