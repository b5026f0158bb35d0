// CSV export of the portfolio rows (RFC 4180: comma separated, CRLF line ends, quotes doubled). Numbers are written
// in full precision without thousands separators so a spreadsheet reads them as numbers.

export type PortfolioCsvRow = {
  chainName: string;
  chainId: number;
  symbol: string;
  name: string;
  type: string;
  protocol?: string;
  /** Decimal string, full precision. */
  balance: string;
  valueUSD: number;
  apy?: number;
  marketId?: string;
  collateral?: string;
  /** Deposits less withdrawals, from the protocol's events. */
  netInUSD?: number;
  earnedUSD?: number;
  realizedApy?: number;
  /** Why a position has no earnings figure ('opened before block N …'). */
  earningsNote?: string;
};

export const PORTFOLIO_CSV_COLUMNS = [
  'Chain',
  'Chain ID',
  'Symbol',
  'Name',
  'Type',
  'Protocol',
  'Balance',
  'Value (USD)',
  'APY (%)',
  'Market ID',
  'Collateral',
  'Money in (USD)',
  'Earned to date (USD)',
  'Realized APY (%)',
  'Earnings note',
] as const;

// A cell starting with one of these is run as a formula by spreadsheet apps; prefix it so it stays text.
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function portfolioToCsv(rows: readonly PortfolioCsvRow[]): string {
  const lines = [PORTFOLIO_CSV_COLUMNS.map(csvCell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.chainName,
        r.chainId,
        r.symbol,
        r.name,
        r.type,
        r.protocol,
        r.balance,
        r.valueUSD,
        r.apy,
        r.marketId,
        r.collateral,
        r.netInUSD,
        r.earnedUSD,
        r.realizedApy,
        r.earningsNote,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** 'fin-portfolio-0x1234…cdef-2025-08-01.csv' style name, safe on every OS. */
export function portfolioCsvFileName(address: string, date: Date): string {
  const day = date.toISOString().slice(0, 10);
  return `fin-portfolio-${address.slice(0, 6)}-${address.slice(-4)}-${day}.csv`;
}
