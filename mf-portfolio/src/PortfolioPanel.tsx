import { PortfolioCard } from './features/portfolio/components/PortfolioCard';

/** Exposed as mf_portfolio/PortfolioPanel: the 'USD Stablecoin Portfolio' panel. No providers here: the
 * shell (or the standalone page) provides wagmi, TanStack Query and the store. */
export default function PortfolioPanel() {
  return <PortfolioCard />;
}
