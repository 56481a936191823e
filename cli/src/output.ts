/** Output for people (aligned tables, short lines) and for scripts (--json: one JSON document on stdout). */
export interface Io {
  stdout: { write(s: string): unknown };
  stderr: { write(s: string): unknown };
  env: Record<string, string | undefined>;
  stdin?: NodeJS.ReadableStream;
}

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
    readonly code?: string,
  ) {
    super(message);
  }
}

const cell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
};

/** Columns padded to their widest cell; long cells cut at 60 characters with an ellipsis. */
export function table(rows: ReadonlyArray<Record<string, unknown>>, columns: ReadonlyArray<[key: string, title: string]>): string {
  const cut = (s: string) => (s.length > 60 ? `${s.slice(0, 59)}…` : s);
  const body = rows.map((r) => columns.map(([k]) => cut(cell(r[k])).replace(/\s+/g, ' ')));
  const widths = columns.map(([, title], i) => Math.max(title.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(columns.map(([, t]) => t.toUpperCase())), ...body.map(line)].join('\n') + '\n';
}

export const json = (v: unknown): string => `${JSON.stringify(v, null, 2)}\n`;
