import { Menu, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { catAidsApi, type Misspelling } from '../public';

/** The spelling is checked once typing has paused this long: one request per check. */
export const SPELL_DEBOUNCE_MS = 600;

export interface SpellingTextareaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'lang'> {
  /** The course whose vocabulary the check takes as right; no check without it. */
  courseId?: number;
  /** The text's dialect ('en-US'): the field's lang and the dictionary. */
  dialect: string;
  value: string;
  onTextChange(text: string): void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** After a change made for the user (a term put in, a word replaced): the caret goes to `at`, in the focused field, once the text is rendered. */
export function useCaretAfterChange(field: RefObject<HTMLTextAreaElement | null>): (at: number) => void {
  const caret = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (caret.current === undefined || !field.current) return;
    field.current.focus();
    field.current.setSelectionRange(caret.current, caret.current);
    caret.current = undefined;
  });
  return (at) => {
    caret.current = at;
  };
}

/** The textarea's box and font, for the mirror that lies over it. */
const MIRRORED = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'lineHeight',
  'letterSpacing',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'boxSizing',
] as const;

function mirrorStyle(el: HTMLTextAreaElement): CSSProperties {
  const cs = getComputedStyle(el);
  const style: Record<string, string | number> = Object.fromEntries(MIRRORED.map((k) => [k, cs[k]]));
  return {
    ...style,
    position: 'absolute',
    top: el.offsetTop,
    left: el.offsetLeft,
    width: el.offsetWidth,
    height: el.offsetHeight,
    borderStyle: 'solid',
    borderColor: 'transparent',
    color: 'transparent',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    overflow: 'hidden',
    pointerEvents: 'none',
  };
}

/**
 * A target text area with its spelling checked (issue 43): after a pause in typing the text goes to
 * the spelling route (the dialect's Hunspell dictionary, in a worker); the misspelled words are
 * underlined by a mirror of the text laid over the field (transparent but for the underlines, so
 * the text area stays the one typed in), and Ctrl+. offers the suggestions for the word at the
 * caret, one of which replaces it.
 */
export function SpellingTextarea({ courseId, dialect, value, onTextChange, textareaRef, onKeyDown, ...rest }: SpellingTextareaProps) {
  const t = useT('translations');
  const api = useApi();
  const field = useRef<HTMLTextAreaElement | null>(null);
  const [checked, setChecked] = useState<{ text: string; marks: Misspelling[] }>();
  const [menu, setMenu] = useState<Misspelling>();
  const placeCaret = useCaretAfterChange(field);

  useEffect(() => {
    if (!courseId || !value.trim()) return;
    let stale = false;
    const timer = setTimeout(async () => {
      const res = await api.call(catAidsApi.spelling, { params: { courseId }, body: { dialect, texts: [value] } });
      if (!stale && res.ok) setChecked({ text: value, marks: res.data.texts[0] ?? [] });
    }, SPELL_DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [api, courseId, dialect, value]);

  // Offsets hold for the text checked only: while the text differs, nothing is underlined.
  const marks = checked && checked.text === value ? checked.marks : [];
  const keys = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key === '.') {
      e.preventDefault();
      const at = e.currentTarget.selectionStart;
      const word = marks.find((m) => at >= m.start && at <= m.end);
      if (word) setMenu(word);
      return;
    }
    onKeyDown?.(e);
  };
  const replace = (m: Misspelling, by: string) => {
    setMenu(undefined);
    placeCaret(m.start + by.length);
    onTextChange(value.slice(0, m.start) + by + value.slice(m.end));
  };
  const close = () => {
    setMenu(undefined);
    field.current?.focus();
  };

  const pieces: { text: string; mark?: Misspelling }[] = [];
  let at = 0;
  for (const m of marks) {
    pieces.push({ text: value.slice(at, m.start) }, { text: value.slice(m.start, m.end), mark: m });
    at = m.end;
  }
  pieces.push({ text: value.slice(at) });

  return (
    <Menu opened={!!menu} onClose={close} position="bottom-start" withinPortal>
      <Menu.Target>
        <div style={{ position: 'relative' }}>
          <Textarea
            {...rest}
            ref={(el) => {
              field.current = el;
              if (typeof textareaRef === 'function') textareaRef(el);
              else if (textareaRef) textareaRef.current = el;
            }}
            lang={dialect}
            spellCheck={false}
            value={value}
            onKeyDown={keys}
            onChange={(e) => onTextChange(e.currentTarget.value)}
          />
          {marks.length > 0 && field.current && (
            <div aria-hidden data-testid="spelling-layer" style={mirrorStyle(field.current)}>
              {pieces.map((p, i) =>
                p.mark ? (
                  <span
                    key={i}
                    data-misspelled={p.mark.word}
                    title={p.mark.suggestions.join(', ')}
                    style={{ textDecoration: 'underline wavy var(--mantine-color-red-6)', textDecorationSkipInk: 'none' }}
                  >
                    {p.text}
                  </span>
                ) : (
                  <span key={i}>{p.text}</span>
                ),
              )}
            </div>
          )}
        </div>
      </Menu.Target>
      <Menu.Dropdown aria-label={menu ? t('spelling.suggestionsFor', { word: menu.word }) : undefined}>
        {menu && menu.suggestions.length === 0 && (
          <Text size="xs" c="dimmed" p={6}>
            {t('spelling.none', { word: menu.word })}
          </Text>
        )}
        {menu?.suggestions.map((s, i) => (
          <Menu.Item key={s} data-autofocus={i === 0 || undefined} onClick={() => replace(menu, s)}>
            {s}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
