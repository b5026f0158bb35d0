/** The welcome banner's words: the React banner and the page's first screen (first-screen.ts) both show them. */
export const WELCOME_TITLE = 'Welcome to Fin — Maximum Interest';
export const WELCOME_TEXT =
  'See your USD stablecoins across six chains, compare yields from lending protocols and vaults, and move USDC ' +
  'between chains. Browse freely; connect a wallet to see your balances, the full yields list and the agent.';
