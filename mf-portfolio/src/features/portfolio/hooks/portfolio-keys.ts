// Query keys of the portfolio. The page shares one QueryClient, so another section (a deposit in the yields
// remote) can refresh the panel with `queryClient.invalidateQueries({ queryKey: portfolioKeys.all })`.
export const portfolioKeys = {
  all: ['portfolio'] as const,
  balances: (address: string, testnet: boolean) =>
    ['portfolio', 'balances', address.toLowerCase(), testnet] as const,
  poolApys: ['portfolio', 'pool-apys'] as const,
};

/** Spec §4/§9: the portfolio auto-refreshes every 60 s. */
export const PORTFOLIO_REFRESH_MS = 60_000;
