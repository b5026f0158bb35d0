import { portfolioCsvFileName, portfolioToCsv } from '@fin/shared/domain/portfolio/csv';
import { Button } from '@fin/shared/ui/Button';
import { type RowView, toCsvRows } from '../utils/row-view';

/** Downloads the listed rows as CSV (full precision, whatever 'Hide balances' says: the user asked for the file). */
export function ExportCsvButton({ rows, address }: { rows: readonly RowView[]; address: string }) {
  const download = () => {
    const blob = new Blob([portfolioToCsv(toCsvRows(rows))], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = portfolioCsvFileName(address, new Date());
    document.body.append(link);
    link.click();
    link.remove();
    // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="secondary" size="sm" onClick={download} disabled={rows.length === 0}>
      Export CSV
    </Button>
  );
}
