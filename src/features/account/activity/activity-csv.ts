// "Download CSV" of the activity on screen (issue #11, beyond the spec). Loaded with import() when
// the button is pressed, so the page's start-up script does not carry it.
//
// RFC 4180 fields (quoted when they hold a comma, a quote or a line break; quotes doubled; CRLF
// between records), and safe to open in a spreadsheet: a cell starting with = + - @ (or a tab or
// carriage return, which some spreadsheets skip before reading a formula) gets a leading ' so it is
// read as text, never as a formula (OWASP "CSV injection").

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: formula-safe, then quoted if it needs to be. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row then the rows, CRLF line ends, ending with one. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves `text` as a file through a temporary link (no server round trip). A byte-order mark lets
 *  spreadsheet programs read it as UTF-8 (merchant names with accents, the ’ in copy). */
export function downloadCsv(filename: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the turn it needs to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
