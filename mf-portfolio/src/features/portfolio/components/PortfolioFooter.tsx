import type { PortfolioSummary } from '@fin/shared/domain/portfolio/rows';

/** Footer: Total Assets, Chains, Active Positions and the (true) auto-refresh note. */
export function PortfolioFooter({ summary }: { summary: PortfolioSummary }) {
  return (
    <footer className="pf-footer" data-testid="portfolio-footer">
      <span>
        Total Assets: <strong data-testid="footer-assets">{summary.assetCount}</strong>
      </span>
      <span>
        Chains: <strong data-testid="footer-chains">{summary.chainCount}</strong>
      </span>
      <span>
        Active Positions: <strong data-testid="footer-positions">{summary.positionCount}</strong>
      </span>
      <span className="pf-footer__auto">Auto-refresh every 60s</span>
    </footer>
  );
}
