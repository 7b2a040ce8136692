// CSV files as the consoles export them (docs/decisions/0007, 0048): RFC 4180 quoting, formula-safe cells, a
// byte-order mark for spreadsheet programs and a last line saying so when the file was cut at its limit.

/** One CSV field, quoted as RFC 4180 says; a would-be formula gets a leading quote (OWASP "CSV injection"). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: the header, up to `limit` rows (the caller fetches one more to know) and the limit line past it. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[], limit: number, limitLine: string): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows.slice(0, limit)) lines.push(row.map(csvCell).join(','));
  if (rows.length > limit) lines.push(csvCell(limitLine));
  // A byte-order mark so spreadsheet programs read the file as UTF-8; CRLF line ends as RFC 4180 says.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The attachment headers of an export named `<base>-<UTC day>.csv`. */
export const csvHeaders = (base: string, now: Date) => ({
  'content-disposition': `attachment; filename="${base}-${now.toISOString().slice(0, 10)}.csv"`,
  'cache-control': 'no-store',
});
