// Amounts as people write them in a chat: "1.5k", "$200", "2,500", "3m", "1.5 thousand". Unlike the amount
// fields (amount.ts), the chat never sends money, so a JS number is enough here: the form the chat opens
// re-parses the amount exactly before anything is signed.

const SUFFIX: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  mil: 1e6,
  b: 1e9,
  billion: 1e9,
};

const NUMBER = /^\$?(\d{1,3}(?:,\d{3})+|\d+)?(\.\d+)?\s?(k|m|mm|b)?$/;

/**
 * One written amount to a number of dollars: '$1.5k' -> 1500, '2,500' -> 2500, '3m' -> 3e6. A word suffix
 * ('thousand', 'grand', 'million') may follow as `suffixWord`. Anything else (a percent, a version like 'v3',
 * text) gives undefined.
 */
export function parseChatAmount(token: string, suffixWord?: string): number | undefined {
  const match = NUMBER.exec(token.trim().toLowerCase());
  if (!match || (!match[1] && !match[2])) return undefined;
  const base = Number(`${(match[1] ?? '0').replace(/,/g, '')}${match[2] ?? ''}`);
  if (!Number.isFinite(base)) return undefined;
  const multiplier = SUFFIX[match[3] ?? ''] ?? (suffixWord ? (SUFFIX[suffixWord] ?? 1) : 1);
  // Round to cents so 1.1k is 1100, not 1100.0000000000002.
  return Math.round(base * multiplier * 100) / 100;
}

/** True when the word after a number multiplies it ("2 thousand"). */
export function isAmountSuffixWord(word: string | undefined): boolean {
  return word !== undefined && word.length > 2 && word in SUFFIX;
}
