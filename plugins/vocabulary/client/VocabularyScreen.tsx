import { Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconHelp, IconSparkles } from '@tabler/icons-react';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { ContainerContext, GridEditorScreen, TOKENS, UnsavedChangesDialog, useHttp, type HttpClient, type ModuleScreenProps } from '../../../sdk/client';
import { checkVocSearch } from '../shared/search-syntax';
import type { Voc, VocAiProposal } from '../shared/types';
import { AiFillContext, type AiFill } from './ai-fill';
import { DirtyReporter } from './editor-state';
import { blankParams, blankPath, vocModule, vocPaths } from './paths';
import { SearchSyntaxHelp } from './SearchSyntaxHelp';
import { VocAiNewDialog } from './VocAiNewDialog';
import { VocForm } from './VocForm';

/**
 * The grid's GETs with the dialect added, and the search text checked before it is sent: the SDK's
 * grid screen knows only ?text= (see the report: a listParams prop would replace this).
 */
function gridHttp(http: HttpClient, isGridPath: (path: string) => boolean, dialectId: number, onSyntax: (message: string | undefined) => void): HttpClient {
  return {
    ...http,
    async get<T>(path: string, params?: Parameters<HttpClient['get']>[1], signal?: AbortSignal) {
      if (!isGridPath(path)) return http.get<T>(path, params, signal);
      const text = typeof params?.text === 'string' ? params.text : '';
      const check = checkVocSearch(text);
      onSyntax(check.ok ? undefined : check.message);
      if (!check.ok) return [] as T;
      return http.get<T>(path, { ...params, dialect: dialectId }, signal);
    },
  };
}

/**
 * The Vocabulary screen (spec 3 §2): the grid of a course's vocabulary (module 22), or of the main
 * vocabulary (module 21, course 0), in the dialect chosen above it, searched with the vocabulary
 * search syntax; the entry editor beside it. The main vocabulary has New AI: its dialog asks for a
 * proposal, which fills the editor's blank record (replacing the open entry, after a confirmation
 * when that has unsaved changes) for the user to review and save.
 */
export default function VocabularyScreen({ courseId, params }: ModuleScreenProps) {
  const http = useHttp();
  const parent = useContext(ContainerContext);
  const paths = useMemo(() => vocPaths(courseId), [courseId]);
  const [dialects, setDialects] = useState<Voc['dialects']>();
  const [dialect, setDialect] = useState<number | undefined>(typeof params?.dialect === 'number' ? params.dialect : undefined);
  const [askDialect, setAskDialect] = useState<number>();
  const [syntaxError, setSyntaxError] = useState<string>();
  const [help, setHelp] = useState(false);
  const dirty = useRef(false);
  const reportDirty = useCallback((d: boolean) => { dirty.current = d; }, []);
  const [aiNew, setAiNew] = useState(false);
  const [askReplace, setAskReplace] = useState<VocAiProposal>();
  const [pending, setPending] = useState<VocAiProposal>();
  const [applied, setApplied] = useState<VocAiProposal>();
  const aiFill = useMemo<AiFill>(() => ({
    pending, applied,
    done: (p) => {
      setApplied(p);
      setPending((x) => (x === p ? undefined : x));
    },
  }), [pending, applied]);
  const filled = (p: VocAiProposal) => {
    if (dirty.current) setAskReplace(p);
    else setPending(p);
  };

  useEffect(() => {
    void http.get<Voc>(blankPath(courseId), blankParams(courseId)).then((blank) => {
      setDialects(blank?.dialects ?? []);
      setDialect((d) => d ?? blank?.dialects[0]?.dialectId);
    });
  }, [http, courseId]);
  useEffect(() => {
    if (typeof params?.dialect === 'number') setDialect(params.dialect);
  }, [params?.dialect]);

  // A child container per dialect: the grid reloads in it (and the editor opens a blank entry).
  const container = useMemo(() => {
    if (!parent || !dialect) return undefined;
    const child = parent.createChildContainer();
    const isGridPath = (p: string) => p === paths.list || p.startsWith('courses/vocs/') || /^courses\/0\/vocs\/\d+\/grid-row$/.test(p);
    child.register(TOKENS.http, { useValue: gridHttp(http, isGridPath, dialect, setSyntaxError) });
    return child;
  }, [parent, http, paths, dialect]);

  const choose = (d: number) => {
    if (d === dialect) return;
    if (dirty.current) setAskDialect(d);
    else setDialect(d);
  };

  return (
    <Stack h="100%" gap={0}>
      <Group gap="xs" px={6} pt={6} wrap="nowrap">
        <Select size="xs" w={200} aria-label="Dialect" allowDeselect={false} value={dialect ? String(dialect) : null}
          data={(dialects ?? []).map((d) => ({ value: String(d.dialectId), label: `${d.dialectCode} (${d.kind})` }))}
          onChange={(v) => v && choose(Number(v))} />
        <Button size="xs" variant="subtle" leftSection={<IconHelp size={14} />} onClick={() => setHelp(true)}>Search syntax</Button>
        {courseId === 0 && (
          <Button size="xs" variant="light" leftSection={<IconSparkles size={14} />} disabled={!dialects?.length} onClick={() => setAiNew(true)}>New AI</Button>
        )}
        {syntaxError && <Text size="xs" c="red" role="alert" style={{ flex: 1 }}>{syntaxError}</Text>}
      </Group>
      <Box style={{ flex: 1, minHeight: 0 }}>
        {container && (
          <ContainerContext.Provider value={container}>
            <DirtyReporter.Provider value={reportDirty}>
              <AiFillContext.Provider value={aiFill}>
                <GridEditorScreen<Voc>
                  module={vocModule(courseId)} courseId={courseId} gridName="vocs" paths={paths}
                  Form={VocForm} initialSearch={params?.search} editorWidth={520}
                  validate={(v) => (v.title.trim() ? undefined : { title: 'Required' })}
                />
              </AiFillContext.Provider>
            </DirtyReporter.Provider>
          </ContainerContext.Provider>
        )}
      </Box>
      <SearchSyntaxHelp opened={help} onClose={() => setHelp(false)} />
      {courseId === 0 && dialects && (
        <VocAiNewDialog opened={aiNew} onClose={() => setAiNew(false)} dialects={dialects} dialectId={dialect} onFill={filled} />
      )}
      <UnsavedChangesDialog opened={askReplace !== undefined}
        message="The open entry has changes that are not saved. Discard them and fill the editor with the New AI proposal?"
        onKeep={() => setAskReplace(undefined)} onDiscard={() => {
          setPending(askReplace);
          setAskReplace(undefined);
        }} />
      <UnsavedChangesDialog opened={askDialect !== undefined}
        message="Changing the dialect reloads the grid and closes the open entry, which has changes that are not saved. Discard them?"
        onKeep={() => setAskDialect(undefined)} onDiscard={() => {
          dirty.current = false;
          setDialect(askDialect);
          setAskDialect(undefined);
        }} />
    </Stack>
  );
}
