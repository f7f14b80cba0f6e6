/*
 * The rich per-target-dialect HTML editor (spec 3 §9 toolbars): HtmlEditor for one text,
 * DialectHtmlEditor for every target dialect of a record with its audio. The gap is
 * `<span data-gap="1">answer</span>`; ALLOWED_HTML lists what the editor can emit.
 */
export { HtmlEditor } from './HtmlEditor';
export type { HtmlEditorProps } from './HtmlEditor';
export { DialectHtmlEditor } from './DialectHtmlEditor';
export type { DialectHtml, DialectHtmlEditorProps } from './DialectHtmlEditor';
export { ALLOWED_HTML, GAP_ATTRIBUTE } from './markup';
export type { HtmlToolbar } from './markup';
