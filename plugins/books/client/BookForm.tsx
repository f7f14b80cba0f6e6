import { Group, Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useContext, useState } from 'react';
import { FlagButton, FlagCell, useHttp, type RecordFormProps, useT } from '../../../sdk/client';
import { bookResource, type Book } from '../public';
import { DeepLink } from './book';
import { ChaptersPanel } from './ChaptersPanel';
import { IllustrationPanel } from './IllustrationPanel';

/** The book's tabs: Chapters (a saved book only) and Edit. */
export function BookForm(props: RecordFormProps<Book>) {
  const link = useContext(DeepLink);
  const t = useT('books');
  const saved = props.value.id > 0;
  const [tab, setTab] = useState<string | null>(link.chapterId ? 'chapters' : 'edit');
  return (
    <Tabs value={saved ? tab : 'edit'} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        {saved && <Tabs.Tab value="chapters">{t('tabs.chapters')}</Tabs.Tab>}
        <Tabs.Tab value="edit">{t('tabs.edit')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="edit" pt="sm">
        <BookFields {...props} />
      </Tabs.Panel>
      {saved && (
        <Tabs.Panel value="chapters" pt="sm">
          <ChaptersPanel key={props.value.id} bookId={props.value.id} openChapterId={link.bookId === props.value.id ? link.chapterId : undefined} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

function BookFields({ value, onChange, errors }: RecordFormProps<Book>) {
  const http = useHttp();
  const t = useT('books');
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('book.title')}
          required
          style={{ flex: 1 }}
          value={value.title}
          error={errors.title}
          onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
        />
        <Stack gap={2} align="center">
          <Text size="xs" c="dimmed">
            {t('book.flag')}
          </Text>
          {value.id > 0 ? (
            <FlagCell id={value.id} value={value.flag} contract={bookResource.flag} http={http} />
          ) : (
            <FlagButton flag={value.flag} onChange={(flag) => onChange({ ...value, flag })} />
          )}
        </Stack>
      </Group>
      <TextInput label={t('book.author')} value={value.author} error={errors.author} onChange={(e) => onChange({ ...value, author: e.currentTarget.value })} />
      <Textarea
        label={t('book.description')}
        autosize
        minRows={2}
        maxRows={6}
        value={value.description}
        error={errors.description}
        onChange={(e) => onChange({ ...value, description: e.currentTarget.value })}
      />
      <IllustrationPanel bookId={value.id} has={value.hasIllustration} />
    </Stack>
  );
}
