/** 1 KB = 1000 bytes, as the browser's network panel counts. */
export const KB = 1000;

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
export const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(1)} s`;
export const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

/** Left-aligned columns wide enough for their longest cell. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
