export const PORTFOLIO_TITLE = 'USD Stablecoin Portfolio';
