import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, useRefTitle } from '../hooks';
import { linkerApi, wordMarks, type GuessResponse, type LinkedConcept } from '../../shared/concepts';
import { contributionsTo } from '../../shared/contributions';
import { conceptCards, type ConceptCardDef } from '../../shared/concept-cards';
import { useT } from '../i18n/i18n';

/** Spec 1 §2: hover tooltip in the editor after 250 ms; popovers open after 200 ms and close after 300 ms; 300 px wide. */
export const LINKER_TOOLTIP_MS = 250;
export const POPOVER_OPEN_MS = 200;
export const POPOVER_CLOSE_MS = 300;
export const TOOLTIP_WIDTH = 300;
/** Spec 1 §2: a 1 s hover on (linked) concept rows, a 2 s hover on guessed concepts. */
export const CONCEPT_ROW_TOOLTIP_MS = 1000;
export const GUESSED_TOOLTIP_MS = 2000;

const cardOf = (ref: number) => contributionsTo(conceptCards).find((c) => c.ref === ref) as ConceptCardDef | undefined;

/**
 * The card of a concept, as its type's owner draws it (conceptCards) once its tooltip data has come;
 * until then (or when there is none) the record's name, when the caller knows it; 'Unknown concept
 * type' for a type without a card.
 */
export function ConceptCard({ concept, tip, name }: { concept: LinkedConcept; tip?: unknown; name?: string }) {
  const card = cardOf(concept.ref);
  return (
    <div data-testid="concept-card">{!card ? 'Unknown concept type' : tip === undefined && name ? <strong>{name}</strong> : card.render(concept, tip)}</div>
  );
}

export interface LinkerEditorProps {
  courseId: number;
  /** The text: (ref, refId) in a target dialect. */
  ref_: number;
  refId: number;
  dialectId: number;
  /** The current (maybe unsaved) text; a change guesses again, cancelling the guess in flight. */
  text: string;
}

const same = (a: LinkedConcept, b: LinkedConcept) => a.ref === b.ref && a.refId === b.refId && a.positions.join() === b.positions.join();

/**
 * The concept linker editor (spec 1 §4): the words of a target text marked none / pending
 * (guessed) / done (linked). Clicking a pending word (or Enter/Space on it) links its guessed
 * concept; on a done word it unlinks it. Hovering a covered word shows its tooltip after 250 ms.
 */
export function LinkerEditor({ courseId, ref_, refId, dialectId, text }: LinkerEditorProps) {
  const t = useT('sdk');
  const api = useApi();
  const [guess, setGuess] = useState<GuessResponse>();
  const [tip, setTip] = useState<{ index: number; data?: unknown; concept: LinkedConcept }>();
  const [popover, setPopover] = useState<{ concept: LinkedConcept; data?: unknown }>();
  const [rowTip, setRowTip] = useState<LinkedConcept>();
  const rowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const popTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const params = { ref: ref_, refId, dialect: dialectId };
  const refTitle = useRefTitle();

  const load = useCallback(
    async (fromScratch = false) => {
      inFlight.current?.abort();
      const ctl = new AbortController();
      inFlight.current = ctl;
      const g = await api.load(linkerApi.guess, { params: { ref: ref_, refId, dialect: dialectId }, query: { phrase: text, fromScratch }, signal: ctl.signal });
      if (!ctl.signal.aborted && g && typeof g === 'object' && 'phrase' in g) setGuess(g);
    },
    [api, ref_, refId, dialectId, text],
  );

  useEffect(() => {
    if (refId > 0) void load();
    return () => inFlight.current?.abort();
  }, [load, refId]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(popTimer.current);
      clearTimeout(rowTimer.current);
    },
    [],
  );

  if (refId <= 0) return <div>{t('linker.saveFirst')}</div>;
  if (!guess) return <div aria-busy="true">{t('linker.guessing')}</div>;
  const marks = wordMarks(guess.phrase.length, guess.concepts);
  const conceptAt = (i: number) => guess.concepts.find((c) => c.positions.includes(i));
  /** A concept as people read it: its record's title and its module ('visitar · Vocabulary'). */
  const nameOf = (c: LinkedConcept) => {
    const title = guess.titles?.find((t) => t.ref === c.ref && t.refId === c.refId)?.title;
    const kind = refTitle(c.ref);
    return title ? `${title} · ${kind}` : kind;
  };
  /** The tooltip data of a concept, from its type's card (undefined without a card or data). */
  const tooltipOf = async (c: LinkedConcept) => cardOf(c.ref)?.tooltip(api, { courseId, refId: c.refId, dialectId });

  const save = async (linked: LinkedConcept[]) => {
    const concepts = linked.map(({ ref, refId: id, positions, inflectStudied }) => ({ ref, refId: id, positions, inflectStudied }));
    const res = await api.call(linkerApi.saveLinks, { params, body: { concepts } });
    if (res.ok) setGuess(res.data.guess);
  };
  const toggle = (i: number) => {
    const c = conceptAt(i);
    if (!c) return;
    const linked = guess.concepts.filter((x) => !x.preselected);
    void save(c.preselected ? [...linked, c] : linked.filter((x) => !same(x, c)));
  };
  const hover = (i: number) => {
    clearTimeout(timer.current);
    const c = conceptAt(i);
    if (!c) return;
    timer.current = setTimeout(async () => {
      setTip({ index: i, concept: c });
      const data = await tooltipOf(c);
      setTip((t) => (t?.index === i ? { ...t, data } : t));
    }, LINKER_TOOLTIP_MS);
  };
  const leave = () => {
    clearTimeout(timer.current);
    setTip(undefined);
  };
  const openPopover = (c: LinkedConcept) => {
    clearTimeout(popTimer.current);
    popTimer.current = setTimeout(async () => {
      setPopover({ concept: c });
      const data = await tooltipOf(c);
      setPopover((p) => (p?.concept === c ? { concept: c, data } : p));
    }, POPOVER_OPEN_MS);
  };
  const enterRow = (c: LinkedConcept) => {
    clearTimeout(rowTimer.current);
    rowTimer.current = setTimeout(() => setRowTip(c), c.preselected ? GUESSED_TOOLTIP_MS : CONCEPT_ROW_TOOLTIP_MS);
  };
  const leaveRow = () => {
    clearTimeout(rowTimer.current);
    setRowTip(undefined);
  };
  const wordsOf = (positions: number[]) => positions.map((p) => guess.phrase.words[p]?.text).join(' ');
  const closePopover = () => {
    clearTimeout(popTimer.current);
    popTimer.current = setTimeout(() => setPopover(undefined), POPOVER_CLOSE_MS);
  };

  return (
    <div data-testid={`linker-${dialectId}`} style={{ position: 'relative' }}>
      <div>
        {guess.phrase.words.map((w, i) => (
          <span
            key={i}
            role="button"
            tabIndex={0}
            data-mark={marks[i]}
            aria-label={`${w.text} ${marks[i]}`}
            style={{
              marginRight: 4,
              padding: '0 2px',
              borderBottom: marks[i] === 'done' ? '2px solid green' : marks[i] === 'pending' ? '2px dashed orange' : '2px solid transparent',
              cursor: 'pointer',
            }}
            onClick={() => toggle(i)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                toggle(i);
              }
            }}
            onMouseEnter={() => hover(i)}
            onMouseLeave={leave}
          >
            {w.text}
          </span>
        ))}
        <button type="button" onClick={() => void load(true)} style={{ marginLeft: 8 }}>
          {t('linker.guessAgain')}
        </button>
      </div>
      {tip && (
        <div role="tooltip" style={{ position: 'absolute', width: TOOLTIP_WIDTH, zIndex: 10, background: 'white', border: '1px solid #ccc', padding: 4 }}>
          <ConceptCard concept={tip.concept} tip={tip.data} name={nameOf(tip.concept)} />
        </div>
      )}
      <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0' }}>
        {guess.concepts.map((c) => (
          <li key={`${c.ref}:${c.refId}:${c.positions.join()}`} data-testid="concept-row" onMouseEnter={() => enterRow(c)} onMouseLeave={leaveRow}>
            {wordsOf(c.positions)} →{' '}
            <span onMouseEnter={() => openPopover(c)} onMouseLeave={closePopover} style={{ textDecoration: 'underline dotted' }}>
              {nameOf(c)}
            </span>{' '}
            ({c.preselected ? t('linker.guessedLower') : t('linker.linkedLower')})
          </li>
        ))}
      </ul>
      {rowTip && (
        <div role="tooltip" aria-label={rowTip.preselected ? t('linker.guessedConcept') : t('linker.linkedConcept')} style={{ width: TOOLTIP_WIDTH }}>
          {rowTip.preselected ? t('linker.guessed') : t('linker.linked')}: {wordsOf(rowTip.positions)} ({nameOf(rowTip)})
          {rowTip.preselected && (
            <div>
              {t('linker.alternatives')}{' '}
              {guess.possibleConcepts
                .filter((p) => p.positions.some((x) => rowTip.positions.includes(x)))
                .map((p) => `${wordsOf(p.positions)} (${nameOf(p)})`)
                .join(', ') || t('linker.none')}
            </div>
          )}
        </div>
      )}
      {popover && (
        <div
          role="dialog"
          aria-label={t('linker.card')}
          style={{ width: TOOLTIP_WIDTH }}
          onMouseEnter={() => clearTimeout(popTimer.current)}
          onMouseLeave={closePopover}
        >
          <ConceptCard concept={popover.concept} tip={popover.data} name={nameOf(popover.concept)} />
        </div>
      )}
    </div>
  );
}
