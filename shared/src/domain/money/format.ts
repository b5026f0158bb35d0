// Display rules: yields (TVL B/M/K, APY '-'), amounts (4-decimal USD, 2 or 6 token decimals) and the deposit
// error line. Pure functions: the API and every remote format the same way.

/** Shown wherever a number is missing or not a number. */
export const EMPTY_VALUE = '-';

function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  return typeof value === 'number' ? value : Number(value);
}

/**
 * TVL in USD: above 1e9 as B with 1 decimal, above 1e6 as M with 1 decimal, otherwise K with 0 decimals;
 * empty or NaN gives '-'. Fin prefixes '$' because every TVL it shows is in USD ('$1.2B', '$45.0M', '$12K').
 */
export function formatTvl(tvl: number | string | null | undefined): string {
  const n = toNumber(tvl);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  if (n > 1e9) return `$${(n / 1e9).toFixed(1)}B`;
  if (n > 1e6) return `$${(n / 1e6).toFixed(1)}M`;
  return `$${(n / 1e3).toFixed(0)}K`;
}

/** APY in percent: null, NaN or 0 gives '-', otherwise 2 decimals and '%' (5.126 -> '5.13%'). */
export function formatApy(apy: number | string | null | undefined): string {
  const n = toNumber(apy);
  if (!Number.isFinite(n) || n === 0) return EMPTY_VALUE;
  return `${n.toFixed(2)}%`;
}

// Made on first use, not when the module loads: each Intl.NumberFormat costs a slow phone ~15 ms, and every
// section loads this module during the page's start-up whether or not it shows a number yet.
const formats = new Map<number, Intl.NumberFormat>();
function fixed(digits: number): Intl.NumberFormat {
  let format = formats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(digits, format);
  }
  return format;
}

/** USD value at 4 decimals with thousands separators: 1234.5 -> '$1,234.5000'; NaN -> '-'. */
export function formatUsd(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  const text = fixed(4).format(Math.abs(n));
  return n < 0 ? `-$${text}` : `$${text}`;
}

/** Token amount: 6 decimals for 18-decimal assets (ETH, DAI…), otherwise 2. The amount is in whole units. */
export function formatTokenAmount(value: number | string | null | undefined, decimals: number): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  return fixed(decimals === 18 ? 6 : 2).format(n);
}

/** 0x1234567890abcdef… -> '0x1234...cdef'. Text too short to shorten is returned unchanged. */
export function shortenAddress(address: string, lead = 6, tail = 4): string {
  if (address.length <= lead + tail + 3) return address;
  return `${address.slice(0, lead)}...${address.slice(-tail)}`;
}

/** Longest deposit error line, so a raw wallet or RPC error never floods the dialog: 97 characters plus '...'. */
export const DEPOSIT_ERROR_MAX_LENGTH = 100;

// An address is 40 hex digits, a hash 64; longer hex (calldata) is shortened the same way.
const LONG_HEX = /0x[0-9a-fA-F]{40,}/g;

function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    // viem errors carry a one-line `shortMessage`; `message` adds docs links and request details.
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown };
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage;
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}

/**
 * Deposit error line: 'Error: {message}' with addresses and 0x hashes shortened, on one line, capped at
 * 100 characters (97 + '...'). Accepts an Error (viem's shortMessage preferred) or a string.
 */
export function shortenErrorMessage(error: unknown): string {
  const message = errorText(error)
    .replace(LONG_HEX, (hex) => shortenAddress(hex))
    .replace(/\s+/g, ' ')
    .trim();
  const line = `Error: ${message}`;
  if (line.length <= DEPOSIT_ERROR_MAX_LENGTH) return line;
  return `${line.slice(0, DEPOSIT_ERROR_MAX_LENGTH - 3)}...`;
}

/** Morpho vault TVL, already in millions of USD as the vault list carries it: 123.456 -> '$123.5M'; NaN -> '-'. */
export function formatMorphoTvlMillions(tvlMillions: number | string | null | undefined): string {
  const n = toNumber(tvlMillions);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  return `$${n.toFixed(1)}M`;
}
