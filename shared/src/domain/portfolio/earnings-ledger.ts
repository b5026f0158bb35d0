// What a position earned per calendar month and year (UTC), and the accountant's exports of a wallet's positions:
// Fin's own CSV layout (documented in README.md, 'Earnings export') and Koinly's 'Simple' import template. Pure:
// the API reads each position's value at the month boundaries (api/src/modules/earnings/ledger.ts) and calls
// monthlyEarnings; the portfolio builds the files from GET /api/earnings/:address/ledger.
import { csvCell } from './csv';

/** One movement of money into or out of a position (the API's ledger, shared/src/schemas/earnings-ledger.ts). */
export type LedgerFlow = {
  positionKey: string;
  /** Unix seconds of the block. */
  timestamp: number;
  blockNumber: number;
  txHash: string;
  kind: 'deposit' | 'withdraw' | 'transfer-in' | 'transfer-out';
  /** Units of the asset, full precision, always positive. */
  amount: string;
  valueUSD: number;
};

/** What one position earned in one calendar month (UTC). */
export type LedgerMonth = {
  positionKey: string;
  /** 'YYYY-MM'. */
  month: string;
  startValueUSD: number;
  endValueUSD: number;
  netInUSD: number;
  earnedUSD: number;
};

export type LedgerPosition = {
  key: string;
  chainId: number;
  chainName: string;
  symbol: string;
  protocol: string;
  asset: string;
  priceUSD: number;
};

export type EarningsLedger = {
  address: string;
  complete: boolean;
  positions: LedgerPosition[];
  flows: LedgerFlow[];
  months: LedgerMonth[];
  computedAt: string;
};

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
const inflow = (kind: LedgerFlow['kind']) => kind === 'deposit' || kind === 'transfer-in';

/** The UTC month starts after `from` up to and including `to` (unix seconds): where one month's figures end. */
export function monthStarts(from: number, to: number): number[] {
  const out: number[] = [];
  const d = new Date(from * 1000);
  let m = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000;
  while (m <= to) {
    out.push(m);
    const n = new Date(m * 1000);
    m = Date.UTC(n.getUTCFullYear(), n.getUTCMonth() + 1, 1) / 1000;
  }
  return out;
}

const monthOf = (t: number) => new Date(t * 1000).toISOString().slice(0, 7);

/**
 * One position's earnings per month from its flows and its value at each month start after the first flow
 * (`values`, in order) and now: each month's end value less its start value less the money put in during it. The
 * months add up to earned to date (value now less all money in).
 */
export function monthlyEarnings(
  positionKey: string,
  flows: readonly Pick<LedgerFlow, 'timestamp' | 'kind' | 'valueUSD'>[],
  values: readonly { at: number; valueUSD: number }[],
  now: { at: number; valueUSD: number },
): LedgerMonth[] {
  const first = flows[0]?.timestamp;
  if (first === undefined) return [];
  const ends = [...values, now];
  const months: LedgerMonth[] = [];
  let start = { at: first, valueUSD: 0 };
  for (const end of ends) {
    let netIn = 0;
    for (const f of flows) {
      if (f.timestamp >= start.at && f.timestamp < end.at) netIn += inflow(f.kind) ? f.valueUSD : -f.valueUSD;
    }
    // The last end ("now") includes a flow in its very block.
    if (end === now) {
      for (const f of flows) if (f.timestamp === end.at) netIn += inflow(f.kind) ? f.valueUSD : -f.valueUSD;
    }
    months.push({
      positionKey,
      month: monthOf(start.at),
      startValueUSD: round6(start.valueUSD),
      endValueUSD: round6(end.valueUSD),
      netInUSD: round6(netIn),
      earnedUSD: round6(end.valueUSD - start.valueUSD - netIn),
    });
    start = end;
  }
  return months;
}

/** The months of each position added up per year. */
export function yearlyEarnings(
  months: readonly LedgerMonth[],
): { positionKey: string; year: string; earnedUSD: number }[] {
  const byKey = new Map<string, { positionKey: string; year: string; earnedUSD: number }>();
  for (const m of months) {
    const year = m.month.slice(0, 4);
    const k = `${m.positionKey}|${year}`;
    const row = byKey.get(k) ?? { positionKey: m.positionKey, year, earnedUSD: 0 };
    row.earnedUSD = round6(row.earnedUSD + m.earnedUSD);
    byKey.set(k, row);
  }
  return [...byKey.values()];
}

/** The ledger narrowed to one position (the per-position export), or whole (`undefined`). */
export function ledgerOf(ledger: EarningsLedger, positionKey: string | undefined): EarningsLedger {
  if (positionKey === undefined) return ledger;
  const only = <T extends { positionKey: string }>(rows: readonly T[]) =>
    rows.filter((r) => r.positionKey === positionKey);
  return {
    ...ledger,
    positions: ledger.positions.filter((p) => p.key === positionKey),
    flows: only(ledger.flows),
    months: only(ledger.months),
  };
}

const KIND_WORDS: Record<LedgerFlow['kind'], string> = {
  deposit: 'Deposit',
  withdraw: 'Withdrawal',
  'transfer-in': 'Transfer in',
  'transfer-out': 'Transfer out',
};

/** Fin's layout (README.md, 'Earnings export'): one row per movement, then per month and per year earned. */
export const LEDGER_CSV_COLUMNS = [
  'Date (UTC)',
  'Type',
  'Chain',
  'Position',
  'Protocol',
  'Asset',
  'Amount',
  'Value (USD)',
  'Transaction',
  'Period',
] as const;

const isoDate = (t: number) => new Date(t * 1000).toISOString().replace('.000Z', 'Z');
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(y, m, 1) / 1000 - 1;
};

export function ledgerToCsv(ledger: EarningsLedger): string {
  const pos = new Map(ledger.positions.map((p) => [p.key, p]));
  const lines = [LEDGER_CSV_COLUMNS.map(csvCell).join(',')];
  const row = (cells: (string | number | undefined)[]) => lines.push(cells.map(csvCell).join(','));
  for (const f of ledger.flows) {
    const p = pos.get(f.positionKey);
    const sign = inflow(f.kind) ? '' : '-';
    row([
      isoDate(f.timestamp),
      KIND_WORDS[f.kind],
      p?.chainName,
      p?.symbol,
      p?.protocol,
      p?.asset,
      `${sign}${f.amount}`,
      inflow(f.kind) ? f.valueUSD : -f.valueUSD,
      f.txHash,
      undefined,
    ]);
  }
  for (const m of ledger.months) {
    const p = pos.get(m.positionKey);
    row([
      isoDate(monthEnd(m.month)),
      'Earnings (month)',
      p?.chainName,
      p?.symbol,
      p?.protocol,
      p?.asset,
      undefined,
      m.earnedUSD,
      undefined,
      m.month,
    ]);
  }
  for (const y of yearlyEarnings(ledger.months)) {
    const p = pos.get(y.positionKey);
    row([
      isoDate(monthEnd(`${y.year}-12`)),
      'Earnings (year)',
      p?.chainName,
      p?.symbol,
      p?.protocol,
      p?.asset,
      undefined,
      y.earnedUSD,
      undefined,
      y.year,
    ]);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Koinly's 'Simple' template (support.koinly.io, 'How to create a custom CSV file with your data': Koinly Date
 * in UTC as 'YYYY-MM-DD HH:mm UTC', Amount negative when sent, Currency; optional Label, TxHash, Net Worth Amount,
 * Net Worth Currency, Description). Each position is one Koinly wallet: a deposit or transfer in arrives in it, a
 * withdrawal or transfer out leaves it, and each month's earnings arrive as 'lending interest' (a month that lost
 * value leaves as 'cost').
 */
export const KOINLY_CSV_COLUMNS = [
  'Koinly Date',
  'Amount',
  'Currency',
  'Label',
  'TxHash',
  'Net Worth Amount',
  'Net Worth Currency',
  'Description',
] as const;

const koinlyDate = (t: number) => `${new Date(t * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function ledgerToKoinlyCsv(ledger: EarningsLedger): string {
  const pos = new Map(ledger.positions.map((p) => [p.key, p]));
  const lines = [KOINLY_CSV_COLUMNS.map(csvCell).join(',')];
  const where = (key: string) => {
    const p = pos.get(key);
    return p ? `${p.symbol} (${p.protocol}) on ${p.chainName}` : key;
  };
  for (const f of ledger.flows) {
    const sign = inflow(f.kind) ? '' : '-';
    const p = pos.get(f.positionKey);
    lines.push(
      [
        koinlyDate(f.timestamp),
        `${sign}${f.amount}`,
        p?.asset,
        undefined,
        f.txHash,
        f.valueUSD,
        'USD',
        `${KIND_WORDS[f.kind]}: ${where(f.positionKey)}`,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  for (const m of ledger.months) {
    if (m.earnedUSD === 0) continue;
    const p = pos.get(m.positionKey);
    const amount = (m.earnedUSD / (p?.priceUSD || 1)).toFixed(6);
    const label = m.earnedUSD > 0 ? 'lending interest' : 'cost';
    lines.push(
      [
        koinlyDate(monthEnd(m.month)),
        amount,
        p?.asset,
        label,
        undefined,
        m.earnedUSD,
        'USD',
        `Earned in ${m.month}: ${where(m.positionKey)}`,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
