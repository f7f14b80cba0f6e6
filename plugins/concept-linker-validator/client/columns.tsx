import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useT, type JobItemRow, type Translate } from '../../../sdk/client';
import type { ValidationItemInfo } from '../shared';

const infoOf = (row: JobItemRow | undefined) => row?.item_info as unknown as ValidationItemInfo | undefined;

/** The linked text with the linked words marked. */
export function LinkedText({ info }: { info: ValidationItemInfo | undefined }) {
  const t = useT('concept-linker-validator');
  if (!info?.text) return <span>{t('columns.na')}</span>;
  const marks = [...(info.highlights ?? [])].sort((a, b) => a.start - b.start);
  const parts: React.ReactNode[] = [];
  let at = 0;
  marks.forEach((m, i) => {
    if (m.start < at) return;
    if (m.start > at) parts.push(info.text.slice(at, m.start));
    parts.push(
      <mark key={i} data-linked style={{ background: 'var(--mantine-color-yellow-2)', padding: '0 2px', borderRadius: 2 }}>
        {info.text.slice(m.start, m.end)}
      </mark>,
    );
    at = m.end;
  });
  if (at < info.text.length) parts.push(info.text.slice(at));
  return (
    <span style={{ whiteSpace: 'normal', lineHeight: 1.5 }} data-testid="linked-text">
      {parts}
    </span>
  );
}

/** The item info columns of a concept validation: the linked text, its dialect and course. */
export const itemColumns = (t: Translate): ColDef<JobItemRow>[] => [
  {
    headerName: t('columns.text'),
    flex: 3,
    minWidth: 220,
    autoHeight: true,
    wrapText: true,
    valueGetter: (p) => infoOf(p.data)?.text ?? '',
    cellRenderer: (p: ICellRendererParams<JobItemRow>) => <LinkedText info={infoOf(p.data)} />,
  },
  { headerName: t('columns.dialect'), width: 80, valueGetter: (p) => infoOf(p.data)?.dialect_code ?? '' },
  { headerName: t('columns.course'), width: 150, tooltip: (p) => infoOf(p.data)?.course?.name ?? '', valueGetter: (p) => infoOf(p.data)?.course?.name ?? '' },
];
