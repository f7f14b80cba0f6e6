import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML, type XMLValidationResult } from 'xmllint-wasm';

/*
 * The standards' own schemas (see README.md beside this file), checked with xmllint (libxml2 in
 * WebAssembly): XLIFF 1.2 strict and 2.0 core XSDs, TMX 1.4 (OmegaT's XSD of its DTD) and OmegaT's TBX (martif) XSD.
 * Their imports of the W3C's xml.xsd point at the web; here they read the local copy.
 */
const dir = import.meta.dirname;
const file = (name: string) => readFileSync(join(dir, name), 'utf8');
const xmlXsd = { fileName: 'xml.xsd', contents: file('xml.xsd') };
const localXml = (xsd: string) => xsd.replace(/schemaLocation="[^"]*xml\.xsd"/g, 'schemaLocation="xml.xsd"');

export type Standard = 'xliff-1.2' | 'xliff-2.0' | 'tmx-1.4' | 'tbx';

const XSD: Record<Standard, string> = {
  // xmllint-wasm is built without DTD validation (no --valid): the TMX 1.4 DTD is checked in its
  // XSD form, OmegaT's tmx14.xsd (the same elements, attributes and required ones).
  'tmx-1.4': 'tmx14.xsd',
  'xliff-1.2': 'xliff-core-1.2-strict.xsd',
  'xliff-2.0': 'xliff-core-2.0.xsd',
  tbx: 'tbx.xsd',
};

/** Validates a document against its standard's schema: valid, or the errors with their lines. */
export async function validateAgainst(standard: Standard, xml: string): Promise<XMLValidationResult> {
  const doc = { fileName: 'document.xml', contents: xml };
  return validateXML({
    xml: doc,
    schema: { fileName: XSD[standard], contents: localXml(file(XSD[standard])) },
    preload: [xmlXsd],
  });
}
