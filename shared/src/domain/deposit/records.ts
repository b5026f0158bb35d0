// Local deposit records: kept in browser storage under a key built from user, protocol, chain and asset.
// The yields remote writes one after a confirmed deposit (what was deposited, when, with which transaction). The
// portfolio's earnings do not read them: they come from the protocols' own events (domain/portfolio/earnings.ts).
// Pure: callers pass the Storage (localStorage in the browser), so this file runs in node tests too.

export type DepositRecord = {
  /** Amount deposited, decimal string in whole units of `asset` ("1250.5"); summed over repeated deposits. */
  amount: string;
  /** Hash of the latest deposit transaction. */
  txHash: string;
  /**
   * When the money went in, ms since epoch. After several deposits it is their amount-weighted average time, so
   * amount × days held still equals the sum over the single deposits (so the earnings estimate stays right).
   */
  timestamp: number;
  /** Protocol display name as the yields list shows it: 'Aave V3', 'Compound V3', 'Moonwell', 'Morpho Blue'… */
  protocol: string;
  /** Chain name ('Base'). */
  chain: string;
  chainId: number;
  /** Symbol of the asset deposited ('USDC'), not of the receipt. */
  asset: string;
};

export type DepositRecordStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const DEPOSIT_RECORD_PREFIX = 'fin.deposit';

/**
 * `fin.deposit:<user lowercased>:<protocol>:<chainId>:<ASSET>`, e.g.
 * `fin.deposit:0xf39f…2266:Aave V3:8453:USDC`. The address is lowercased so a checksummed and a lowercase address
 * find the same record.
 */
export function depositRecordKey(user: string, protocol: string, chainId: number, asset: string): string {
  return `${DEPOSIT_RECORD_PREFIX}:${user.toLowerCase()}:${protocol}:${chainId}:${asset}`;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** Parses a stored value; anything malformed (hand-edited, older format) gives undefined rather than a throw. */
export function parseDepositRecord(raw: string | null): DepositRecord | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const r = value as Record<string, unknown>;
  if (
    typeof r.amount !== 'string' ||
    !DECIMAL.test(r.amount) ||
    typeof r.txHash !== 'string' ||
    typeof r.timestamp !== 'number' ||
    !Number.isFinite(r.timestamp) ||
    typeof r.protocol !== 'string' ||
    typeof r.chain !== 'string' ||
    typeof r.chainId !== 'number' ||
    typeof r.asset !== 'string'
  ) {
    return undefined;
  }
  return {
    amount: r.amount,
    txHash: r.txHash,
    timestamp: r.timestamp,
    protocol: r.protocol,
    chain: r.chain,
    chainId: r.chainId,
    asset: r.asset,
  };
}

/** Adds a new deposit to an existing record: amounts add up, the time becomes the amount-weighted average. */
export function mergeDeposit(existing: DepositRecord | undefined, deposit: DepositRecord): DepositRecord {
  if (!existing) return deposit;
  const a = Number(existing.amount);
  const b = Number(deposit.amount);
  const total = a + b;
  const timestamp =
    total > 0 ? Math.round((existing.timestamp * a + deposit.timestamp * b) / total) : deposit.timestamp;
  return { ...deposit, amount: addDecimals(existing.amount, deposit.amount), timestamp };
}

/** Exact decimal addition of two non-negative decimal strings (no float rounding of the stored amount). */
function addDecimals(x: string, y: string): string {
  const [xi = '0', xf = ''] = x.split('.');
  const [yi = '0', yf = ''] = y.split('.');
  const places = Math.max(xf.length, yf.length);
  const sum = BigInt(xi + xf.padEnd(places, '0')) + BigInt(yi + yf.padEnd(places, '0'));
  if (places === 0) return sum.toString();
  const digits = sum.toString().padStart(places + 1, '0');
  const fraction = digits.slice(-places).replace(/0+$/, '');
  const whole = digits.slice(0, -places);
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Writes (or adds to) the record of one deposit and returns what was stored. */
export function recordDeposit(
  storage: DepositRecordStorage,
  user: string,
  deposit: DepositRecord,
): DepositRecord {
  const key = depositRecordKey(user, deposit.protocol, deposit.chainId, deposit.asset);
  const merged = mergeDeposit(parseDepositRecord(storage.getItem(key)), deposit);
  storage.setItem(key, JSON.stringify(merged));
  return merged;
}

export function readDepositRecord(
  storage: DepositRecordStorage,
  user: string,
  protocol: string,
  chainId: number,
  asset: string,
): DepositRecord | undefined {
  return parseDepositRecord(storage.getItem(depositRecordKey(user, protocol, chainId, asset)));
}
