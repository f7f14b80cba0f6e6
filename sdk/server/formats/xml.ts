import { SaxesParser, type SaxesTagNS } from 'saxes';
import { HttpError } from '../route';

/** Characters XML 1.0 does not allow (controls other than tab, newline and return; lone surrogates; U+FFFE/U+FFFF): left out of a written file. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A text as XML character data. */
export const xmlText = (s: string) => s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A text as an XML attribute value (between double quotes). */
export const xmlAttr = (s: string) => xmlText(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');

/** Attributes written in order, those undefined left out. */
export const xmlAttrs = (attrs: Record<string, string | number | undefined>) =>
  Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlAttr(String(v))}"`)
    .join('');

/** A file that is not well-formed, or not the format expected: a 400 naming the line. */
export class XmlFileError extends HttpError {
  constructor(
    public readonly line: number,
    problem: string,
  ) {
    super(400, `Line ${line}: ${problem}`, { file: `Line ${line}: ${problem}` });
  }
}

/** An element as the readers see it: its local name, its attributes by qualified name (xml:lang) and local name, and its line. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  line: number;
}

export interface XmlHandlers {
  open(el: XmlElement): void;
  text(text: string): void;
  close(name: string): void;
}

/**
 * Reads an XML file as a stream of chunks (a file or upload read piece by piece), calling the
 * handlers for each element and text; nothing of the document is kept. A file that is not
 * well-formed throws an XmlFileError naming the line. After each chunk `drain` runs, so that a
 * reader can hand on what the chunk completed (a batch of units) before the next is read.
 */
export async function readXml(source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>, handlers: XmlHandlers, drain?: () => Promise<void>) {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const lineOf = () => parser.line;
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attrs: Record<string, string> = {};
    for (const a of Object.values(tag.attributes)) {
      attrs[a.name] = a.value;
      if (!(a.local in attrs)) attrs[a.local] = a.value;
    }
    handlers.open({ name: tag.local, attrs, line: lineOf() });
    if (tag.isSelfClosing) handlers.close(tag.local);
  });
  parser.on('text', (t) => handlers.text(t));
  parser.on('cdata', (t) => handlers.text(t));
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) handlers.close(tag.local);
  });
  // The parser's own refusals become a 400 naming the line; a handler's XmlFileError passes as it is.
  const feed = (run: () => void) => {
    try {
      run();
    } catch (e) {
      if (e instanceof HttpError) throw e;
      if (e instanceof TypeError) throw new XmlFileError(lineOf(), 'the file is not UTF-8 text');
      const message = e instanceof Error ? e.message : String(e);
      // saxes says '<line>:<column>: <problem>'.
      const m = /^(?:[^:]*:)?(\d+):(\d+): (.*)$/s.exec(message);
      throw new XmlFileError(m ? Number(m[1]) : lineOf(), m ? m[3] : message);
    }
  };
  for await (const chunk of source) {
    feed(() => parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })));
    if (drain) await drain();
  }
  feed(() => {
    parser.write(decoder.decode());
    parser.close();
  });
  if (drain) await drain();
}

/** Splits a buffer into chunks, so that a file read whole is parsed as a stream all the same. */
export function* chunksOf(data: Buffer, size = 64 * 1024): Generator<Buffer> {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}
