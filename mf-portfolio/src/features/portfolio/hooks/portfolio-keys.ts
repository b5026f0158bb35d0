// Query keys of the portfolio come from the one key factory. The page shares one QueryClient, so another section
// (a deposit in the yields remote) can refresh the panel with `invalidateQueries({ queryKey: portfolioKeys.all })`.
export { portfolioKeys } from '@fin/shared/api/portfolio';

/** The portfolio refreshes itself every minute, so balances move without the user asking. */
export const PORTFOLIO_REFRESH_MS = 60_000;
