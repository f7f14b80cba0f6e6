import { HttpError, inlinePieces, readXml, XmlFileError, type Db } from '../../../../sdk/server';
import type { ModuleDef } from '../../../../sdk/shared';
import type { XliffReport } from '../../public';
import { saveItem } from '../cat-store';
import { projectItems, recheckTermWarnings, type ProjectRow } from '../project-store';
import { rowBase, statusOf } from './xliff-codes';

/** A unit as read from the file: its id, the base it was exported from, its target with the codes put back, and its state. */
interface FileUnit {
  id: string;
  line: number;
  base?: string;
  target?: string;
  state?: string;
  approved: boolean;
  /** Why its target could not be read (an inline code of no known content). */
  broken?: string;
}

/** The elements whose content is a code (XLIFF 1.2's native codes). */
const CODE_ELEMENTS = new Set(['bpt', 'ept', 'ph', 'it']);

/**
 * Reads an XLIFF 1.2 or 2.0 file (as a stream) into its units. Targets get their inline codes back:
 * a 1.2 code's content, a 2.0 code's originalData (by dataRef), or, for a tool that kept only the
 * ids (<g>, <x/>, a code without dataRef), the source's code of the same id.
 */
async function readXliff(source: AsyncIterable<Buffer>): Promise<FileUnit[]> {
  const units: FileUnit[] = [];
  let root = true;
  let unit: FileUnit | undefined;
  const originalData = new Map<string, string>();
  const sourceCodes = new Map<string, string>();
  let dataId: string | undefined;
  let side: 'source' | 'target' | undefined;
  let text = '';
  let code: { key: string } | undefined;
  let codeText = '';
  const pcEnds: string[] = [];
  const gEnds: string[] = [];
  const codeById = (key: string) => {
    const c = sourceCodes.get(key);
    if (c === undefined && unit && side === 'target') unit.broken = `an inline code of no known content (${key})`;
    return c ?? '';
  };
  const put = (key: string, value: string) => {
    if (side === 'source') sourceCodes.set(key, value);
    text += value;
  };
  await readXml(source, {
    open(el) {
      if (root) {
        if (el.name !== 'xliff') throw new XmlFileError(el.line, `not an XLIFF file (its root element is <${el.name}>, not <xliff>)`);
        if (el.attrs.version !== '1.2' && el.attrs.version !== '2.0')
          throw new XmlFileError(el.line, `XLIFF ${el.attrs.version ?? '(no version)'} is not read: send XLIFF 1.2 or 2.0`);
        root = false;
        return;
      }
      if (code) return;
      const a = el.attrs;
      if (el.name === 'trans-unit' || el.name === 'unit') {
        if (!a.id) throw new XmlFileError(el.line, `<${el.name}> without id`);
        const base = a.extradata?.startsWith('base:') ? a.extradata.slice(5) : (a['lb:base'] ?? a.base);
        unit = { id: a.id, line: el.line, base, approved: a.approved === 'yes' };
        originalData.clear();
        sourceCodes.clear();
      } else if (!unit) return;
      else if (el.name === 'data') {
        dataId = a.id;
        codeText = '';
      } else if (el.name === 'segment') {
        if (a.state) unit.state = a.state;
      } else if (el.name === 'source' || el.name === 'target') {
        side = el.name;
        text = '';
        if (el.name === 'target' && a.state) unit.state = a.state;
      } else if (!side) return;
      else if (CODE_ELEMENTS.has(el.name) && !a.dataRef) {
        code = { key: `${el.name === 'ept' ? 'close' : el.name === 'bpt' ? 'open' : 'ph'}:${a.id ?? a.i ?? a.x ?? ''}` };
        codeText = '';
      } else if (el.name === 'sc') put(`open:${a.id}`, a.dataRef ? (originalData.get(a.dataRef) ?? codeById(`open:${a.id}`)) : codeById(`open:${a.id}`));
      else if (el.name === 'ec') put(`close:${a.startRef ?? a.id}`, a.dataRef ? (originalData.get(a.dataRef) ?? '') : codeById(`close:${a.startRef ?? a.id}`));
      else if (el.name === 'ph') put(`ph:${a.id}`, a.dataRef ? (originalData.get(a.dataRef) ?? codeById(`ph:${a.id}`)) : codeById(`ph:${a.id}`));
      else if (el.name === 'pc') {
        put(`open:${a.id}`, a.dataRefStart ? (originalData.get(a.dataRefStart) ?? '') : codeById(`open:${a.id}`));
        pcEnds.push(a.dataRefEnd ? (originalData.get(a.dataRefEnd) ?? '') : codeById(`close:${a.id}`));
      } else if (el.name === 'g') {
        text += codeById(`open:${a.id}`);
        gEnds.push(codeById(`close:${a.id}`));
      } else if (el.name === 'x') text += codeById(`ph:${a.id}`);
      else if (el.name === 'bx') text += codeById(`open:${a.id}`);
      else if (el.name === 'ex') text += codeById(`close:${a.id}`);
    },
    text(t) {
      if (code || dataId !== undefined) codeText += t;
      else if (side) text += t;
    },
    close(name) {
      if (code) {
        if (!CODE_ELEMENTS.has(name)) return;
        put(code.key, codeText);
        code = undefined;
      } else if (name === 'data' && dataId !== undefined) {
        originalData.set(dataId, codeText);
        dataId = undefined;
      } else if (name === 'pc') text += pcEnds.pop() ?? '';
      else if (name === 'g') text += gEnds.pop() ?? '';
      else if ((name === 'source' || name === 'target') && unit) {
        if (name === 'target') unit.target = (unit.target ?? '') + text;
        side = undefined;
      } else if ((name === 'trans-unit' || name === 'unit') && unit) {
        units.push(unit);
        unit = undefined;
      }
    },
  });
  if (root) throw new XmlFileError(1, 'not an XLIFF file (no root element)');
  return units;
}

/** The codes of a text as a comparable list: what each is (opening, closing, standalone) and its text. */
const codesOf = (text: string) =>
  inlinePieces(text)
    .filter((p) => p.kind !== 'text')
    .map((p) => `${p.kind}:${p.code}`)
    .sort()
    .join('\n');

/**
 * POST translations/projects/{id}/xliff: the file's units matched to the project's rows by id. A
 * unit whose target and state are the row's is unchanged; one whose row is as exported (its base)
 * is changed; one whose row changed here since the export is conflicting, applied only when its
 * id is confirmed; one whose target breaks the source's inline codes, or of no row of the
 * project, is refused. What applies is saved as the CAT saves a row, in one transaction.
 */
export async function importXliff(db: Db, modules: ModuleDef[], projectId: number, source: AsyncIterable<Buffer>, confirm: number[]): Promise<XliffReport> {
  const units = await readXliff(source);
  const rows = new Map((await projectItems(db, modules, projectId)).map((r) => [String(r.id), r]));
  const report: XliffReport = { applied: false, changed: [], unchanged: [], conflicting: [], refused: [] };
  const apply: { row: ProjectRow; toText: string; status: number }[] = [];
  for (const u of units) {
    const row = rows.get(u.id);
    if (!row) {
      report.refused.push({ id: u.id, reason: 'No row of this project has this id' });
      continue;
    }
    const target = (u.target ?? row.toText).normalize('NFC');
    let status = statusOf(u.state, u.approved, target);
    if (target === row.toText && status === row.status) {
      report.unchanged.push(row.id);
      continue;
    }
    if (status === 0 && target.trim() && target !== row.toText) status = 1;
    if (u.broken) {
      report.refused.push({ id: u.id, reason: `Tags broken: ${u.broken}` });
      continue;
    }
    if (target !== row.toText && codesOf(target) !== codesOf(row.fromText)) {
      report.refused.push({ id: u.id, reason: 'Tags broken: the target does not keep the inline codes of the source' });
      continue;
    }
    if (status === 2 && !target.trim()) {
      report.refused.push({ id: u.id, reason: 'A done text cannot be empty' });
      continue;
    }
    if (u.base !== rowBase(row.toText, row.status)) {
      const confirmed = confirm.includes(row.id);
      report.conflicting.push({ id: row.id, here: row.toText, file: target, status, confirmed });
      if (confirmed) apply.push({ row, toText: target, status });
      continue;
    }
    report.changed.push({ id: row.id, before: row.toText, after: target, status });
    apply.push({ row, toText: target, status });
  }
  if (apply.length) {
    await db.transaction(async (tx) => {
      for (const a of apply) await saveItem(tx, modules, a.row.id, { toText: a.toText, status: a.status });
      await recheckTermWarnings(
        tx,
        apply.map((a) => a.row.id),
      );
    });
  }
  report.applied = apply.length > 0;
  return report;
}

/** ?confirm=1,2,3: the conflicting units' ids to apply. */
export function confirmedIds(confirm: string | undefined): number[] {
  if (!confirm?.trim()) return [];
  const ids = confirm.split(',').map((s) => Number(s.trim()));
  if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2147483647))
    throw new HttpError(400, 'Expected row ids separated by commas', { confirm: 'Expected row ids separated by commas' });
  return ids;
}
