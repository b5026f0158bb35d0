// The words the support chat understands, and how a misspelt word is brought back to one of them. People type
// fast in a chat ("balnce on arbitrun?"), so every word of five letters or more is compared with the known words
// by edit distance; short words are only matched exactly or with two letters swapped ("uscd"), because a
// one-letter change turns too many short words into other real words ("most" -> "cost").
import {
  ARBITRUM_ID,
  AVALANCHE_ID,
  BASE_ID,
  ETHEREUM_ID,
  OPTIMISM_ID,
  POLYGON_ID,
} from '@fin/shared/domain/chains/chains';

/** Chain names and the nicknames people use for them. */
export const CHAIN_WORDS: Readonly<Record<string, number>> = {
  ethereum: ETHEREUM_ID,
  mainnet: ETHEREUM_ID,
  eth: ETHEREUM_ID,
  base: BASE_ID,
  arbitrum: ARBITRUM_ID,
  arb: ARBITRUM_ID,
  avalanche: AVALANCHE_ID,
  avax: AVALANCHE_ID,
  optimism: OPTIMISM_ID,
  op: OPTIMISM_ID,
  polygon: POLYGON_ID,
  matic: POLYGON_ID,
  poly: POLYGON_ID,
};

/** Stablecoins Fin tracks, by the words people use for them. */
export const ASSET_WORDS: Readonly<Record<string, string>> = {
  usdc: 'USDC',
  usdt: 'USDT',
  tether: 'USDT',
  dai: 'DAI',
  pyusd: 'PYUSD',
  paypal: 'PYUSD',
};

/**
 * Protocols, keyed by what people type; the value is the start of DefiLlama's project slug, which is how the
 * yields list names them ('aave' matches 'aave-v3', 'spark' matches 'spark-savings' and 'sparklend').
 */
export const PROTOCOL_WORDS: Readonly<Record<string, string>> = {
  aave: 'aave',
  compound: 'compound',
  comet: 'compound',
  moonwell: 'moonwell',
  morpho: 'morpho',
  steakhouse: 'morpho',
  gauntlet: 'morpho',
  sky: 'sky',
  sdai: 'sky',
  maker: 'sky',
  spark: 'spark',
  sparklend: 'spark',
  euler: 'euler',
  fluid: 'fluid',
  silo: 'silo',
  radiant: 'radiant',
  benqi: 'benqi',
  dforce: 'dforce',
  ajna: 'ajna',
  tectonic: 'tectonic',
  maple: 'maple',
  ethena: 'ethena',
  traderjoe: 'trader-joe',
};

/** The readable name of a protocol key, for answers ("Aave", "Trader Joe"). */
export function protocolKeyName(key: string): string {
  const names: Record<string, string> = {
    aave: 'Aave',
    compound: 'Compound',
    moonwell: 'Moonwell',
    morpho: 'Morpho',
    sky: 'Sky (sDAI)',
    spark: 'Spark',
    dforce: 'dForce',
    'trader-joe': 'Trader Joe',
  };
  return names[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** Words that carry meaning for intent recognition; misspellings of these are corrected too. */
const INTENT_WORDS = [
  'balance',
  'balances',
  'portfolio',
  'holdings',
  'total',
  'worth',
  'idle',
  'earning',
  'earnings',
  'earned',
  'making',
  'interest',
  'yield',
  'yields',
  'highest',
  'best',
  'return',
  'returns',
  'opportunities',
  'opportunity',
  'compare',
  'comparison',
  'versus',
  'better',
  'difference',
  'position',
  'positions',
  'deposit',
  'deposited',
  'invest',
  'supply',
  'risk',
  'risky',
  'riskiest',
  'safe',
  'safety',
  'secure',
  'transfer',
  'transfers',
  'bridge',
  'bridging',
  'pending',
  'status',
  'stuck',
  'arrived',
  'attestation',
  'fees',
  'cost',
  'costs',
  'charge',
  'fast',
  'standard',
  'should',
  'recommend',
  'recommendation',
  'suggest',
  'suggestion',
  'optimize',
  'optimise',
  'optimizer',
  'rebalance',
  'advice',
  'improve',
  'maximize',
  'stablecoins',
  'price',
  'liquidity',
  'minimum',
  'conservative',
  'aggressive',
  'medium',
  'wallet',
  'money',
  'funds',
  'where',
  'which',
  'much',
  'what',
  'long',
];

const VOCABULARY = [
  ...new Set([
    ...Object.keys(CHAIN_WORDS),
    ...Object.keys(ASSET_WORDS),
    ...Object.keys(PROTOCOL_WORDS),
    ...INTENT_WORDS,
  ]),
];
const KNOWN = new Set(VOCABULARY);

/** Ordinary English words one letter away from a known word, left as typed ("based on" is not about Base). */
const NEVER_CORRECT = new Set([
  'based',
  'bases',
  'there',
  'their',
  'these',
  'those',
  'other',
  'moved',
  'cover',
  'about',
  'today',
  'risks',
  'rates',
]);

/** Restricted Damerau-Levenshtein distance (an adjacent swap costs 1), stopping early past `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

const isSwap = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return (
    diff.length === 2 &&
    diff[1] === (diff[0] as number) + 1 &&
    a[diff[0] as number] === b[diff[1] as number] &&
    a[diff[1] as number] === b[diff[0] as number]
  );
};

/** A word's known spelling: itself when known or unrecognised, else the single closest known word. */
export function correctWord(word: string): string {
  if (KNOWN.has(word) || NEVER_CORRECT.has(word) || !/^[a-z]+$/.test(word)) return word;
  if (word.length <= 4) {
    const swapped = VOCABULARY.filter((v) => v.length === word.length && isSwap(word, v));
    return swapped.length === 1 ? (swapped[0] as string) : word;
  }
  const max = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  let tie = false;
  for (const v of VOCABULARY) {
    if (v.length < 4) continue;
    const d = editDistance(word, v, max);
    if (d < bestDistance) {
      best = v;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) {
      tie = true;
    }
  }
  return best && !tie ? best : word;
}

/**
 * Lower-cases the message, keeps numbers with their $, %, k/m suffixes and decimal points, joins the names
 * people split ("trader joe", "s dai"), and corrects misspelt words.
 */
export function normalizeMessage(message: string): string[] {
  const text = message
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/trader\s+joe/g, 'traderjoe')
    .replace(/\bs\s*dai\b/g, 'sdai')
    .replace(/\bpy\s*usd\b/g, 'pyusd')
    .replace(/\bv[23]\b/g, ' ');
  const tokens = text.match(/\$?\d[\d,]*(?:\.\d+)?\s?(?:k|m|mm|b)?\b%?|\$?\.\d+|[a-z]+|%|\$/g) ?? [];
  return tokens.map((t) => correctWord(t.replace(/\s+/g, '')));
}
