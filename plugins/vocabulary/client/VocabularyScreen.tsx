import { Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconHelp, IconSparkles } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GridEditorScreen, UnsavedChangesDialog, useT, type ModuleScreenProps } from '../../../sdk/client';
import { checkVocSearch } from '../shared/search-syntax';
import type { Voc, VocAiProposal } from '../shared/types';
import { AiFillContext, type AiFill } from './ai-fill';
import { DialectsReporter, DirtyReporter } from './editor-state';
import { vocModule, vocResource } from './scope';
import { SearchSyntaxHelp } from './SearchSyntaxHelp';
import { VocAiNewDialog } from './VocAiNewDialog';
import { VocExports } from './VocExports';
import { VocForm } from './VocForm';

/**
 * The Vocabulary screen (spec 3 §2): the grid of a course's vocabulary (module 22), or of the main
 * vocabulary (module 21, course 0), in the dialect chosen above it, searched with the vocabulary
 * search syntax; the entry editor beside it. The main vocabulary has New AI: its dialog asks for a
 * proposal, which fills the editor's blank record (replacing the open entry, after a confirmation
 * when that has unsaved changes) for the user to review and save. Its exports (TBX, the whole list
 * as CSV) are palette commands (VocExports).
 */
export default function VocabularyScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('vocabulary');
  const [dialects, setDialects] = useState<Voc['dialects']>();
  const [dialect, setDialect] = useState<number | undefined>(typeof params?.dialect === 'number' ? params.dialect : undefined);
  const [askDialect, setAskDialect] = useState<number>();
  const [help, setHelp] = useState(false);
  const dirty = useRef(false);
  const search = useRef('');
  const [exportError, setExportError] = useState<string>();
  const reportDirty = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);
  const [aiNew, setAiNew] = useState(false);
  const [askReplace, setAskReplace] = useState<VocAiProposal>();
  const [pending, setPending] = useState<VocAiProposal>();
  const [applied, setApplied] = useState<VocAiProposal>();
  const aiFill = useMemo<AiFill>(
    () => ({
      pending,
      applied,
      done: (p) => {
        setApplied(p);
        setPending((x) => (x === p ? undefined : x));
      },
    }),
    [pending, applied],
  );
  const filled = (p: VocAiProposal) => {
    if (dirty.current) setAskReplace(p);
    else setPending(p);
  };

  // The dialects come with the entry the editor opens (its blank first): one request, not a blank of the screen's own.
  const reportDialects = useCallback((list: Voc['dialects']) => setDialects(list), []);
  useEffect(() => {
    if (typeof params?.dialect === 'number') setDialect(params.dialect);
  }, [params?.dialect]);

  // A course's entries are created under POST vocs?course= (the writes carry the list's parameters).
  const listParams = useMemo(() => (courseId === 0 ? { dialect } : { dialect, course: courseId }), [dialect, courseId]);
  const checkSearch = useCallback((text: string) => {
    const check = checkVocSearch(text);
    return check.ok ? undefined : check.message;
  }, []);

  // Until one is chosen, the grid shows the server's default: the default target, the entries' first dialect.
  const shown = dialect ?? dialects?.[0]?.dialectId;
  const choose = (d: number) => {
    if (d === shown) return;
    if (dirty.current) setAskDialect(d);
    else setDialect(d);
  };

  return (
    <Stack h="100%" gap={0}>
      <Group gap="xs" px={6} pt={6} wrap="nowrap">
        <Select
          size="xs"
          w={200}
          aria-label={t('screen.dialect')}
          allowDeselect={false}
          value={shown ? String(shown) : null}
          data={(dialects ?? []).map((d) => ({ value: String(d.dialectId), label: `${d.dialectCode} (${d.kind})` }))}
          onChange={(v) => v && choose(Number(v))}
        />
        <Button size="xs" variant="subtle" leftSection={<IconHelp size={14} />} onClick={() => setHelp(true)}>
          {t('screen.searchSyntax')}
        </Button>
        {courseId === 0 && (
          <Button size="xs" variant="light" leftSection={<IconSparkles size={14} />} disabled={!dialects?.length} onClick={() => setAiNew(true)}>
            {t('screen.newAi')}
          </Button>
        )}
      </Group>
      {exportError && (
        <Text size="sm" c="red" px={6} role="alert">
          {exportError}
        </Text>
      )}
      <Box style={{ flex: 1, minHeight: 0 }}>
        <DialectsReporter.Provider value={reportDialects}>
          <DirtyReporter.Provider value={reportDirty}>
            <AiFillContext.Provider value={aiFill}>
              {/* A new dialect remounts the screen: the grid reloads in it and the editor opens a blank entry. */}
              <GridEditorScreen<Voc>
                key={dialect ?? 'default'}
                module={vocModule(courseId)}
                courseId={courseId}
                gridName="vocs"
                resource={vocResource(courseId)}
                listParams={listParams}
                checkSearch={checkSearch}
                paged
                onSearch={(text) => {
                  search.current = text;
                }}
                Form={VocForm}
                initialSearch={params?.search}
                editorWidth={520}
                validate={(v) => (v.title.trim() ? undefined : { title: t('required') })}
              />
            </AiFillContext.Provider>
          </DirtyReporter.Provider>
        </DialectsReporter.Provider>
      </Box>
      <VocExports courseId={courseId} dialects={dialects ?? []} dialect={dialect} search={() => search.current} onError={setExportError} />
      <SearchSyntaxHelp opened={help} onClose={() => setHelp(false)} />
      {courseId === 0 && dialects && <VocAiNewDialog opened={aiNew} onClose={() => setAiNew(false)} dialects={dialects} dialectId={shown} onFill={filled} />}
      <UnsavedChangesDialog
        opened={askReplace !== undefined}
        message={t('screen.replaceUnsaved')}
        onKeep={() => setAskReplace(undefined)}
        onDiscard={() => {
          setPending(askReplace);
          setAskReplace(undefined);
        }}
      />
      <UnsavedChangesDialog
        opened={askDialect !== undefined}
        message={t('screen.dialectUnsaved')}
        onKeep={() => setAskDialect(undefined)}
        onDiscard={() => {
          dirty.current = false;
          setDialect(askDialect);
          setAskDialect(undefined);
        }}
      />
    </Stack>
  );
}
