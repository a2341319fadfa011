// Medians and plain-text tables for the bench's output.

/** Median of the numbers (mean of the middle two for an even count); NaN when empty. */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Formats a number with fixed decimals, or "–" when there is none. */
export const fixed = (value, decimals = 0) =>
  Number.isFinite(value) ? value.toFixed(decimals) : '–';

/**
 * Prints a table: the first `textColumns` columns left-aligned, the others (numbers)
 * right-aligned, each as wide as its longest cell.
 */
export function printTable(title, headers, rows, textColumns = 1) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) =>
        i < textColumns ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]),
      )
      .join('  ');
  console.log(`\n${title}\n`);
  console.log(line(headers));
  for (const row of rows) console.log(line(row));
}
