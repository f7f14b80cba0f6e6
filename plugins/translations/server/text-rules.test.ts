import { describe, expect, it } from 'vitest';
import { cleanTaggedText } from './text-rules';

describe('tags', () => {
  it('keeps target and glossary tags only, and no newlines, for k-lines, panel intros and lesson titles (spec 2 §5)', () => {
    expect(cleanTaggedText('<p>Regular <b>verbs</b>:</p>\n<p><target>hablo</target></p>')).toBe('Regular verbs:<target>hablo</target>');
    expect(cleanTaggedText('<glossary id="3" title="a>b">ser</glossary><br/>\r\nand <span>estar</span>')).toBe(
      '<glossary id="3" title="a>b">ser</glossary>and estar',
    );
  });
});
