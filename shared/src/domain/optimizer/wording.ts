// How the optimizer writes venues, rates, dollars and days in its reasons: one place, so every reason reads alike.

/** 'Compound V3@Arbitrum': protocol and chain, as the result lists moves. */
export const venueLabel = (protocol: string, chain: string) => `${protocol}@${chain}`;

export const fmtPct = (v: number) => `${v.toFixed(2)}%`;

/** Cents under $100, whole dollars with thousands separators above. */
export const fmtUsd = (v: number) =>
  `$${Math.abs(v) < 100 ? v.toFixed(2) : Math.round(v).toLocaleString('en-US')}`;

/** Days rounded up: a move that repays in 2.1 days takes three. */
export const fmtDays = (d: number) =>
  d < 1 ? 'under a day' : `${Math.ceil(d)} day${Math.ceil(d) === 1 ? '' : 's'}`;
