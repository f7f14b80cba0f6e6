import { Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { TOKENS } from '../tokens';
import { useHttp, useService } from '../hooks';
import { SearchDialog } from './SearchDialog';
import { useT } from '../i18n/i18n';

/** A grid row of records with a text per dialect (items, sentences): `texts` by dialect id, `target` in the default one. */
export interface TextRow {
  id: number;
  target: string;
  texts?: Record<string, string>;
}

export interface PickedText {
  id: number;
  /** The record's text in the dialect the popup showed. */
  text: string;
  dialectId: number;
}

export interface SearchTextDialogProps {
  opened: boolean;
  onClose(): void;
  courseId: number;
  onPick(picked: PickedText): void;
  /** Ids already chosen: listed, but not offered again. */
  exclude?: number[];
  /** The dialect to search and show first (default: the course's default target dialect). */
  dialectId?: number;
}

interface Props extends SearchTextDialogProps {
  title: string;
  /** GET {url}?dialect&text answers the rows: 'groups/1/items'. */
  url: string;
  /** 'item', 'items': the test ids and the messages. */
  noun: string;
  plural: string;
  size?: number;
  height?: number;
}

/**
 * The search popup of records with texts per dialect (Search Item, Search Sentence; spec 2 §2):
 * text or id, the dialect whose text the list shows, the matches.
 */
export function SearchTextDialog({ courseId, onPick, dialectId, title, url, noun, plural, ...rest }: Props) {
  const t = useT('sdk');
  const http = useHttp();
  const config = useService(TOKENS.courseConfigs).of(courseId);
  const dialects = useMemo(() => [...(config?.targetDialects ?? []), ...(config?.sourceDialects ?? [])], [config]);
  const [dialect, setDialect] = useState<number | undefined>(dialectId ?? config?.targetDialectDefaultId ?? dialects[0]?.dialectId);
  const textOf = (r: TextRow) => (dialect !== undefined && r.texts ? (r.texts[String(dialect)] ?? '') : r.target);
  return (
    <SearchDialog<TextRow>
      {...rest}
      title={title}
      testId={`search-${noun}-dialog`}
      pickTestId={`pick-${noun}`}
      placeholder={t('search.textOrId')}
      label={t('search.label', { what: plural })}
      deps={[url, dialect]}
      search={(text, signal) => http.read<TextRow[]>(url, { dialect, text: text || undefined }, signal)}
      render={(r) =>
        textOf(r) || (
          <Text span c="dimmed" size="sm">
            {t('search.noText')}
          </Text>
        )
      }
      onPick={(r) => onPick({ id: r.id, text: textOf(r), dialectId: dialect ?? 0 })}
      failed={t('search.failed', { what: plural })}
      empty={t('search.empty', { what: plural })}
      extra={
        <Select
          size="xs"
          w={110}
          aria-label={t('search.dialect')}
          allowDeselect={false}
          value={dialect === undefined ? null : String(dialect)}
          data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
          onChange={(v) => v !== null && setDialect(Number(v))}
        />
      }
    />
  );
}
