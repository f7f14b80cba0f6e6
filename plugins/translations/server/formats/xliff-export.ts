import { sql } from 'drizzle-orm';
import { idArray, inlinePieces, rowsOf, xmlAttrs, xmlText, type Db } from '../../../../sdk/server';
import type { ModuleDef } from '../../../../sdk/shared';
import type { XliffVersion } from '../../public';
import { getProject, projectItems, type ProjectRow } from '../project-store';
import { inline12, inline20, LINGO_NS, rowBase, STATE_OUT, targetPieces } from './xliff-codes';

/** A row with the comments on its record (the CAT's side panel: the record's notes), oldest first, as 'author: text'. */
type ExportRow = ProjectRow & { comments: string[] };

/** The notes of a row: where its text comes from (its context), the comments on its record, its check's error. */
const notesOf = (r: ExportRow) => [
  { category: 'context', text: `${r.refName} ${r.itemId}, ${r.field}` },
  ...r.comments.map((text) => ({ category: 'comment', text })),
  ...(r.error ? [{ category: 'error', text: r.error }] : []),
  ...(r.aiReasoning ? [{ category: 'ai', text: r.aiReasoning }] : []),
];

/** The comments on the rows' records, in one read. */
async function withComments(db: Db, rows: ProjectRow[]): Promise<ExportRow[]> {
  const found = rows.length
    ? rowsOf<{ ref: number; ref_id: number; note: string; name: string | null }>(
        await db.execute(sql`select n.ref, n.ref_id, n.note, u.name from notes n left join users u on u.id = n.user_id
          where (n.ref, n.ref_id) in (select * from unnest(${idArray(rows.map((r) => r.ref))}, ${idArray(rows.map((r) => r.itemId))}))
          order by n.id`),
      )
    : [];
  const byRecord = new Map<string, string[]>();
  for (const n of found) byRecord.set(`${n.ref}/${n.ref_id}`, [...(byRecord.get(`${n.ref}/${n.ref_id}`) ?? []), n.name ? `${n.name}: ${n.note}` : n.note]);
  return rows.map((r) => ({ ...r, comments: byRecord.get(`${r.ref}/${r.itemId}`) ?? [] }));
}

function unit12(r: ExportRow): string {
  const source = inlinePieces(r.fromText);
  const state = STATE_OUT['1.2'][r.status] ?? 'translated';
  const notes = notesOf(r)
    .map((n) => `<note${xmlAttrs({ from: n.category })}>${xmlText(n.text)}</note>`)
    .join('');
  const attrs = xmlAttrs({
    id: r.id,
    resname: `${r.ref}/${r.itemId}/${r.field}`,
    extradata: `base:${rowBase(r.toText, r.status)}`,
    approved: r.status === 2 ? 'yes' : undefined,
  });
  return `<trans-unit${attrs}><source>${inline12(source)}</source><target${xmlAttrs({ state })}>${inline12(targetPieces(source, r.toText))}</target>${notes}</trans-unit>\n`;
}

function unit20(r: ExportRow): string {
  const source = inlinePieces(r.fromText);
  const target = targetPieces(source, r.toText);
  const data = new Map<string, string>();
  const dataId = (code: string) => {
    if (!data.has(code)) data.set(code, `d${data.size + 1}`);
    return data.get(code) ?? '';
  };
  const src = inline20(source, dataId);
  const tgt = inline20(target, dataId);
  const notes = notesOf(r)
    .map((n) => `<note${xmlAttrs({ category: n.category })}>${xmlText(n.text)}</note>`)
    .join('');
  const original = data.size
    ? `<originalData>${[...data].map(([code, id]) => `<data${xmlAttrs({ id })}>${xmlText(code)}</data>`).join('')}</originalData>`
    : '';
  const attrs = xmlAttrs({ id: r.id, name: `${r.ref}/${r.itemId}/${r.field}`, 'lb:base': rowBase(r.toText, r.status) });
  const state = STATE_OUT['2.0'][r.status] ?? 'translated';
  return `<unit${attrs}><notes>${notes}</notes>${original}<segment${xmlAttrs({ state })}><source>${src}</source><target>${tgt}</target></segment></unit>\n`;
}

/** GET translations/projects/{id}/xliff: the project's rows as XLIFF 1.2 or 2.0, and the file's name. */
export async function exportXliff(db: Db, modules: ModuleDef[], projectId: number, version: XliffVersion) {
  const project = await getProject(db, projectId);
  const rows = await withComments(db, await projectItems(db, modules, projectId));
  const fileName = `${project.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'project'}-${project.id}.${version === '1.2' ? 'xlf' : 'xliff'}`;
  const original = `translation-project-${project.id}`;
  if (version === '1.2') {
    const file = xmlAttrs({
      original,
      'source-language': project.fromDialectCode,
      'target-language': project.toDialectCode,
      datatype: 'html',
      'product-name': project.name,
    });
    const body = rows.map(unit12).join('');
    return {
      fileName,
      xml: `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n<file${file}>\n<body>\n${body}</body>\n</file>\n</xliff>\n`,
    };
  }
  const root = xmlAttrs({
    xmlns: 'urn:oasis:names:tc:xliff:document:2.0',
    'xmlns:lb': LINGO_NS,
    version: '2.0',
    srcLang: project.fromDialectCode,
    trgLang: project.toDialectCode,
  });
  return {
    fileName,
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n<xliff${root}>\n<file${xmlAttrs({ id: original })}>\n${rows.map(unit20).join('')}</file>\n</xliff>\n`,
  };
}
