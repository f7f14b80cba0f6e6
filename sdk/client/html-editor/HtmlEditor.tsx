import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { HtmlToolbar } from './markup';

export interface HtmlEditorProps {
  /** The HTML; '' for an empty text. */
  value: string;
  /** Called with the editor's HTML after each change by the user (never on load). */
  onChange(html: string): void;
  /** The toolbar of spec 3 §9: 'translation' (undo, redo, bold, gap, remove format) or 'exercise' (also lists, rule, title and headings). */
  toolbar: HtmlToolbar;
  /** Names the editor for assistive technology and tests ('Text es-ES'). */
  label: string;
  error?: ReactNode;
  readOnly?: boolean;
  /** Shown at the end of the toolbar (the dialect's audio badge). */
  toolbarEnd?: ReactNode;
}

// TipTap is a chunk of its own, loaded when the first editor shows (CodeMirror, for the source view, another).
const TiptapEditor = /* @__PURE__ */ lazy(() => import('./TiptapEditor'));

/** The SDK's rich HTML editor for one text, controlled, with the gap and an HTML source view. */
export function HtmlEditor(props: HtmlEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={120} aria-label={`${props.label} loading`} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
