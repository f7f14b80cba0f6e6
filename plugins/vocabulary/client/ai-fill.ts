import { createContext, useContext, useEffect } from 'react';
import { NEW_RECORD_ID, TranslationStatus } from '../../../sdk/client';
import type { Voc, VocAiProposal } from '../shared/types';

/**
 * How a New AI proposal reaches the entry editor: the screen holds it as pending, the form applies
 * it to its record (onChange) and says so. The last one applied stays, for the form to show its
 * reasoning and warnings beside the unsaved entry.
 */
export interface AiFill {
  pending: VocAiProposal | undefined;
  applied: VocAiProposal | undefined;
  done(p: VocAiProposal): void;
}

export const AiFillContext = createContext<AiFill>({ pending: undefined, applied: undefined, done: () => undefined });

/** A new entry of the same vocabulary, with its dialect rows emptied (the editor's blank -1 record). */
export function blankOf(value: Voc): Voc {
  return {
    ...value,
    id: NEW_RECORD_ID,
    version: 0,
    title: '',
    level: null,
    wordClassId: null,
    image: null,
    imageAiScore: null,
    vocCategories: [],
    categoriesInherited: false,
    categories: [],
    parent: null,
    parentSynonym: null,
    tree: { parent: null, parentSynonym: null, children: [], synonyms: [] },
    compounds: [],
    aiState: null,
    aiWarnings: [],
    aiLogId: undefined,
    dialects: value.dialects.map((d) => ({ ...d, text: '', status: TranslationStatus.PENDING, gender: '', targetEnabled: true, nInflects: 0, inflects: [] })),
  };
}

/**
 * The editor's record filled with a proposal: the blank record itself when it is open and not yet
 * filled (what the user typed stays where the proposal has nothing), else a fresh blank. Nothing is
 * saved: the user reviews and saves, and the save carries aiLogId.
 */
export function applyProposal(value: Voc, p: VocAiProposal): Voc {
  const base = value.id === NEW_RECORD_ID && value.aiLogId === undefined ? value : blankOf(value);
  return {
    ...base,
    title: p.title || base.title,
    level: p.level ?? base.level,
    wordClassId: p.wordClassId ?? base.wordClassId,
    aiLogId: p.logId,
    dialects: base.dialects.map((d) => {
      const x = p.dialects.find((y) => y.dialectId === d.dialectId);
      return x?.text ? { ...d, text: x.text, gender: d.kind === 'target' ? x.gender : '' } : d;
    }),
  };
}

/** In the entry form: applies a pending proposal to the record, once. */
export function useAiFill(value: Voc, onChange: (next: Voc) => void) {
  const { pending, done } = useContext(AiFillContext);
  useEffect(() => {
    if (!pending) return;
    onChange(applyProposal(value, pending));
    done(pending);
    // Only a new proposal applies; the record and onChange are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);
}
