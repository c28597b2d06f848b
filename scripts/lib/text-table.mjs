// The text tables the scripts print (benches, reports): one column per cell,
// two spaces between columns, a row of dashes under the header.

/**
 * A text table. `align` 'figures' (the benches'): the first column
 * left-aligned, the others right-aligned; 'text' (the reports'): every
 * column left-aligned. Lines carry no trailing spaces.
 */
export function table(headers, rows, align = 'figures') {
  const widths = headers.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const cell = (c, i) => (align === 'text' || i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]));
  const line = (cells) => cells.map(cell).join('  ').trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
