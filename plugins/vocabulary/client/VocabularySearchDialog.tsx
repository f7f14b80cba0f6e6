import { ActionIcon, Badge, Group, Select, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SearchDialog, useApi, useT } from '../../../sdk/client';
import { vocabularyApi } from '../public';
import { checkVocSearch } from '../shared/search-syntax';
import type { Voc, VocRow } from '../shared/types';
import { useCategoryOptions } from './options';
import { loadBlank } from './scope';
import { SearchSyntaxHelp } from './SearchSyntaxHelp';

export interface VocabularySearchDialogProps {
  opened: boolean;
  onClose(): void;
  /** The vocabulary searched: a course's, or 0 for the main vocabulary. */
  courseId: number;
  /** The chosen entry; the dialog closes after it. */
  onPick(row: VocRow): void;
  title?: string;
  /** Entries not offered (the entry being edited, those already linked): shown greyed. */
  exclude?: number[];
  /** The dialect searched at first (default: the vocabulary's default target dialect). */
  dialectId?: number;
}

/**
 * The Vocabulary search dialog (spec 2 §2): search a vocabulary by category, text and dialect, the
 * text in the vocabulary search syntax, checked as it is typed (a mistake says what and where),
 * with a help dialog explaining the syntax; a click picks an entry.
 */
export function VocabularySearchDialog({ opened, onClose, courseId, onPick, title, exclude, dialectId }: VocabularySearchDialogProps) {
  const t = useT('vocabulary');
  const api = useApi();
  const [dialects, setDialects] = useState<Voc['dialects']>();
  const [dialect, setDialect] = useState<number | undefined>(dialectId);
  const [category, setCategory] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  const categories = useCategoryOptions(dialect);

  useEffect(() => {
    if (!opened || dialects) return;
    void loadBlank(api, courseId).then((blank) => {
      setDialects(blank?.dialects ?? []);
      setDialect((d) => d ?? blank?.dialects[0]?.dialectId);
    });
  }, [opened, dialects, api, courseId]);

  return (
    <>
      <SearchDialog<VocRow>
        opened={opened}
        onClose={onClose}
        title={title ?? t('search.title')}
        size="lg"
        testId="vocabulary-search-dialog"
        pickTestId="pick-voc"
        placeholder={t('search.placeholder')}
        label={t('search.text')}
        inputLabel={t('search.text')}
        exclude={exclude}
        onPick={onPick}
        deps={[courseId, dialect, category]}
        search={async (text, signal) =>
          dialect
            ? api.call(vocabularyApi.rows, { params: { courseId }, query: { dialect, text: text || undefined, category: category ?? undefined }, signal })
            : { ok: true as const, data: [] }
        }
        check={(text) => {
          const r = checkVocSearch(text);
          return r.ok ? null : r.message;
        }}
        rightSection={
          <Tooltip label={t('search.syntax')}>
            <ActionIcon variant="subtle" size="sm" aria-label={t('search.syntaxHelp')} onClick={() => setHelp(true)}>
              <IconHelp size={14} />
            </ActionIcon>
          </Tooltip>
        }
        above={
          <Group gap="xs" grow>
            <Select
              size="xs"
              label={t('search.dialect')}
              allowDeselect={false}
              value={dialect ? String(dialect) : null}
              data={(dialects ?? []).map((d) => ({ value: String(d.dialectId), label: `${d.dialectCode} (${d.kind})` }))}
              onChange={(v) => v && setDialect(Number(v))}
            />
            <Select
              size="xs"
              label={t('search.category')}
              placeholder={t('search.allCategories')}
              clearable
              searchable
              value={category}
              data={(categories ?? []).map((c) => ({ value: String(c.id), label: c.fullPath }))}
              onChange={setCategory}
            />
          </Group>
        }
        render={(r) => (
          <Group gap={6} wrap="nowrap" component="span">
            {r.word || <i>{r.title}</i>}
            {r.wordClass && (
              <Badge size="xs" variant="light">
                {r.wordClass}
              </Badge>
            )}
            {r.levelName && (
              <Badge size="xs" variant="outline">
                {r.levelName}
              </Badge>
            )}
          </Group>
        )}
        failed={t('search.failed')}
        empty={t('search.empty')}
      />
      <SearchSyntaxHelp opened={help} onClose={() => setHelp(false)} />
    </>
  );
}
