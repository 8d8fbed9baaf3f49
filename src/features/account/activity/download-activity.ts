// "Download CSV" of the page on screen (issue #11, beyond the spec): the CSV writer
// (activity-csv.ts) is loaded with import() when the button is pressed, so the page's start-up
// script does not carry it.
import type { CurrencyType } from '../../../../partners/schema.ts';
import { csvHeader, csvRecord, type ActivityRow, type ActivityT } from './activity-rows.ts';

export async function downloadActivityPage(
  rows: readonly ActivityRow[],
  page: number,
  t: ActivityT,
  currencyType: CurrencyType,
): Promise<void> {
  const { csvText, downloadCsv } = await import('./activity-csv.ts');
  const text = csvText(
    csvHeader(t),
    rows.map((row) => csvRecord(row, t, currencyType)),
  );
  downloadCsv(t('activity.csv.filename', { page }), text);
}
