import '@mantine/tiptap/styles.css';
import './html-editor.css';
import { Input, Loader, Tooltip } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconSourceCode } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditor, useEditorState } from '@tiptap/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ariaShortcut, shortcutLabel, toolbarGroups } from './actions';
import { htmlExtensions } from './extensions';
import type { HtmlEditorProps } from './HtmlEditor';
import { formatHtmlSource } from './source-format';
import { useT } from '../i18n/i18n';

const SourceView = /* @__PURE__ */ lazy(() => import('./SourceView'));

/** What the editor emits: '' for an empty document, so that an untouched text stays empty. */
export const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * HtmlEditor's implementation: TipTap in Mantine's RichTextEditor, with the toolbar's buttons and
 * an HTML source view in CodeMirror 6. A new value from outside replaces the document; the
 * schema drops whatever the toolbar cannot make, so loaded, pasted and typed-in-source HTML is
 * sanitised the same way.
 */
export default function TiptapEditor({ value, onChange, toolbar, label, error, readOnly, toolbarEnd }: HtmlEditorProps) {
  const t = useT('sdk');
  const emitted = useRef(value);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [source, setSource] = useState<string | null>(null);
  const editor = useEditor(
    {
      extensions: useMemo(() => htmlExtensions(toolbar), [toolbar]),
      content: value,
      editable: !readOnly,
      editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
      onUpdate: ({ editor: e }) => {
        const html = htmlOf(e);
        if (html === emitted.current) return;
        emitted.current = html;
        changed.current(html);
      },
    },
    [toolbar],
  );

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => editor?.setEditable(!readOnly, false), [editor, readOnly]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const out: Record<string, { active: boolean; enabled: boolean }> = {};
      if (!e) return out;
      for (const { name, action } of toolbarGroups(toolbar).flat()) {
        out[name] = { active: action.isActive?.(e) ?? false, enabled: action.canRun?.(e) ?? true };
      }
      return out;
    },
  });

  const toggleSource = () => editor && setSource((s) => (s === null ? formatHtmlSource(htmlOf(editor)) : null));
  return (
    <Input.Wrapper error={error}>
      <RichTextEditor editor={editor} data-html-editor={label}>
        <RichTextEditor.Toolbar>
          {toolbarGroups(toolbar).map((group) => (
            <RichTextEditor.ControlsGroup key={group[0].name}>
              {group.map(({ name, action }) => {
                const actionLabel = t(`html.${name}`);
                const tip = action.keys ? `${actionLabel} (${shortcutLabel(action.keys)})` : actionLabel;
                return (
                  <Tooltip key={name} label={tip} withinPortal>
                    <RichTextEditor.Control
                      aria-label={actionLabel}
                      aria-keyshortcuts={action.keys && ariaShortcut(action.keys)}
                      active={state[name]?.active}
                      disabled={readOnly || source !== null || !state[name]?.enabled}
                      onClick={() => editor && action.run(editor)}
                    >
                      <action.icon size={16} stroke={1.5} />
                    </RichTextEditor.Control>
                  </Tooltip>
                );
              })}
            </RichTextEditor.ControlsGroup>
          ))}
          <RichTextEditor.ControlsGroup>
            <Tooltip label={t('html.source')} withinPortal>
              <RichTextEditor.Control aria-label={t('html.source')} active={source !== null} aria-pressed={source !== null} onClick={toggleSource}>
                <IconSourceCode size={16} stroke={1.5} />
              </RichTextEditor.Control>
            </Tooltip>
          </RichTextEditor.ControlsGroup>
          {toolbarEnd && <div style={{ marginLeft: 'auto' }}>{toolbarEnd}</div>}
        </RichTextEditor.Toolbar>
        {source !== null && (
          <Suspense fallback={<Loader size="sm" m="sm" />}>
            <SourceView
              value={source}
              label={`${label} ${t('html.source')}`}
              readOnly={readOnly}
              onChange={(html) => editor?.commands.setContent(html, { emitUpdate: true })}
            />
          </Suspense>
        )}
        <RichTextEditor.Content className="html-editor-content" style={source !== null ? { display: 'none' } : undefined} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
