/** The 'Fin Advantage' block: Fin's stated advantages, with the rates label 'as of Aug 2025' (rates date quickly). */
export type Advantage = { title: string; detail: string; highlights: string[] };

export const ADVANTAGES: Advantage[] = [
  {
    title: '100% stablecoins',
    detail:
      'Every position Fin shows or suggests is a dollar stablecoin, so balances do not swing with crypto prices.',
    highlights: ['USDC', 'PYUSD'],
  },
  {
    title: 'Cross-chain moves',
    detail:
      'Move USDC between chains with Circle’s burn-and-mint transfer, with a fast mode where available.',
    highlights: ['Ethereum', 'Base', 'Avalanche'],
  },
  {
    title: 'Autonomous AI optimization',
    detail:
      'The agent watches rates around the clock and proposes rebalancing within the guardrails you set.',
    highlights: ['24/7'],
  },
];
