// The canned replies the chat shows when the server cannot answer (network down, API error). Chosen by the
// first keyword group the message contains, in a fixed order, so a message naming both USDC and yields gets the
// USDC reply. They describe what Fin offers and never quote a figure: without the server there is no live data
// to quote, and an invented number would be worse than none.

export type FallbackTopic = 'usdc' | 'data' | 'balance' | 'yield' | 'transfer' | 'risk' | 'default';

const TOPIC_KEYWORDS: readonly [FallbackTopic, RegExp][] = [
  ['usdc', /\b(usdc|price|prices|peg|depeg)\b/i],
  ['data', /\b(data|source|sources|fresh|live|updated?)\b/i],
  ['balance', /\b(balances?|portfolio|holdings?)\b/i],
  ['yield', /\b(yields?|apy|apr|interest)\b/i],
  ['transfer', /\b(transfers?|move|moving|bridge|send|cctp)\b/i],
  ['risk', /\b(risks?|risky|safe|safety)\b/i],
];

export const FALLBACK_REPLIES: Readonly<Record<FallbackTopic, string>> = {
  usdc: "USDC is Circle's dollar stablecoin, redeemable 1:1 for US dollars; Fin values USDC, USDT, DAI and PYUSD at $1. You can hold it on Ethereum, Base, Arbitrum, Avalanche, Optimism and Polygon and move it between them with Circle's CCTP in Quick Actions.",
  data: 'Fin reads your balances straight from the six chains, and yields from the protocols themselves and DefiLlama. Every list shows when it was last updated; a "Cached" badge means the figures come from the last good fetch.',
  balance:
    'Your balances on all six chains are in the Portfolio section at the top of the page: total value, each asset per chain, your protocol positions and how your money is split. Use Refresh there for the latest figures.',
  yield:
    'The Yields section lists stablecoin lending and vault yields across the six chains. Filter by chain, asset, risk and minimum TVL, sort by APY, and open a row to see its history and a calculator before you deposit.',
  transfer:
    "Quick Actions moves USDC between chains with Circle's CCTP: a standard transfer is free and takes about 15-19 minutes; a fast one arrives in seconds for a small fee where the source chain supports it. A transfer you started is never lost: it can be completed later from 'Complete Pending Transfer'.",
  risk: 'Each yield has a risk level (Low, Medium, High) from its TVL, APY swings, utilization and how long the protocol has run; open a row in the Yields section to see the factors. Spreading deposits across protocols lowers the damage any single one can do.',
  default:
    "I can't reach Fin's servers right now, so I can't read your live data. Meanwhile: Portfolio shows your balances, Yields lists where to earn, Quick Actions moves USDC between chains, and the Optimizer suggests moves. Please try again in a moment.",
};

/** The fallback topic of a message: the first keyword group it contains, else 'default'. */
export function fallbackTopic(message: string): FallbackTopic {
  for (const [topic, re] of TOPIC_KEYWORDS) if (re.test(message)) return topic;
  return 'default';
}

/** The canned reply for a message. */
export function fallbackReply(message: string): { topic: FallbackTopic; content: string } {
  const topic = fallbackTopic(message);
  return { topic, content: FALLBACK_REPLIES[topic] };
}
