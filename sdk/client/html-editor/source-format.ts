const BLOCK_END = /(<\/(?:p|h[1-6]|li|ul|ol)>|<(?:ul|ol)(?:\s[^>]*)?>|<hr\s*\/?>)(?!\n|<\/li>)/g;

/**
 * The editor's one-line HTML with a line break after each block, for reading in the source view.
 * The line breaks fall between blocks, where the editor's parser ignores white space, so the
 * formatted text loads back to the same document.
 */
export function formatHtmlSource(html: string): string {
  return html.replace(BLOCK_END, '$1\n').trimEnd();
}
