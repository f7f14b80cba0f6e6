import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/languages/definitions/html/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { useEffect, useRef } from 'react';

// Bundled by Vite into this lazy chunk and its own worker file: no CDN, and only the core editor
// worker (HTML gets syntax colouring, without the HTML language service and its worker).
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };

export interface SourceViewProps {
  /** The HTML when the view opens; later changes of the prop are ignored while it is open. */
  value: string;
  onChange(html: string): void;
  label: string;
  readOnly?: boolean;
}

/** The HTML source in monaco-editor. Loaded with React.lazy: only when a user opens a source view. */
export default function SourceView({ value, onChange, label, readOnly }: SourceViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const editor = monaco.editor.create(host.current!, {
      value,
      language: 'html',
      ariaLabel: label,
      readOnly,
      automaticLayout: true,
      minimap: { enabled: false },
      wordWrap: 'on',
      lineNumbers: 'off',
      scrollBeyondLastLine: false,
      fontSize: 13,
    });
    const sub = editor.onDidChangeModelContent(() => changed.current(editor.getValue()));
    editor.focus();
    return () => {
      sub.dispose();
      editor.getModel()?.dispose();
      editor.dispose();
    };
    // The view opens on the value of that moment; the user's typing is the truth afterwards.
  }, []);
  return <div ref={host} data-testid="html-source" style={{ height: 220, border: '1px solid var(--mantine-color-gray-4)' }} />;
}
