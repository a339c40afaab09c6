/** Rows as aligned columns for a terminal, as the benchmarks print them. */
export function textTable(header: string[], rows: string[][], align: (column: number) => 'left' | 'right' = () => 'left'): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (align(column) === 'left' ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}
