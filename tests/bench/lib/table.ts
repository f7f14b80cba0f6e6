import { createServer } from 'node:net';

/** One benchmark's results: printed as a markdown table metric | value | target. */
export interface BenchRow {
  metric: string;
  value: string;
  target: string;
  /** Whether the value meets the target; undefined when there is no target. Never fails anything. */
  met?: boolean;
}

export interface BenchTable {
  title: string;
  rows: BenchRow[];
  notes?: string[];
}

/** A bench file's default export. */
export type Bench = () => Promise<BenchTable | BenchTable[]>;

export function markdownTable(table: BenchTable): string {
  const cells = (r: string[]) => `| ${r.join(' | ')} |`;
  const lines = [
    `### ${table.title}`,
    '',
    cells(['metric', 'value', 'target']),
    cells(['---', '---:', '---']),
    ...table.rows.map((r) => cells([r.metric, r.value, r.met === undefined ? r.target : `${r.target} ${r.met ? '(met)' : '(MISSED)'}`])),
  ];
  if (table.notes?.length) lines.push('', ...table.notes.map((n) => `- ${n}`));
  return lines.join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
