import { html } from '@codemirror/lang-html';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

export interface SourceViewProps {
  /** The HTML when the view opens; later changes of the prop are ignored while it is open. */
  value: string;
  onChange(html: string): void;
  label: string;
  readOnly?: boolean;
}

/** The HTML source in CodeMirror 6. Loaded with React.lazy: only when a user opens a source view. */
export default function SourceView({ value, onChange, label, readOnly }: SourceViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          html(),
          EditorView.lineWrapping,
          EditorView.theme({ '&': { height: '100%' }, '.cm-scroller': { overflow: 'auto' } }),
          EditorState.readOnly.of(Boolean(readOnly)),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.focus();
    return () => view.destroy();
    // The view opens on the value of that moment; the user's typing is the truth afterwards.
  }, []);
  return <div ref={host} data-testid="html-source" style={{ height: 220, fontSize: 13, border: '1px solid var(--mantine-color-gray-4)' }} />;
}
