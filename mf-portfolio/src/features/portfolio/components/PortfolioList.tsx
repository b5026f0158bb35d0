import { assetFilterOptions, chainFilterOptions } from '@fin/shared/domain/portfolio/rows';
import type { EarningsResponse } from '@fin/shared/schemas/earnings';
import { Toggle } from '@fin/shared/ui/Toggle';
import { NO_FILTERS, type usePortfolioRows } from '../hooks/usePortfolioRows';
import { AllocationSection } from './AllocationSection';
import { BalanceRow } from './BalanceRow';
import { ExportCsvButton } from './ExportCsvButton';
import { ExportEarningsMenu } from './ExportEarningsMenu';
import { PortfolioFilters } from './PortfolioFilters';
import { PortfolioFooter } from './PortfolioFooter';
import { FilteredEmptyState } from './PortfolioStates';

/** The toolbar (filters, zero balances, CSV), the rows, the totals and the allocation. */
export function PortfolioList({
  rows,
  address,
  hidden,
  earned,
}: {
  rows: ReturnType<typeof usePortfolioRows>;
  address: string;
  hidden: boolean;
  earned?: EarningsResponse | undefined;
}) {
  const { shown, listedEntries } = rows;
  return (
    <>
      <div className="pf-toolbar">
        <PortfolioFilters
          filters={rows.filters}
          chainOptions={chainFilterOptions(listedEntries)}
          assetOptions={assetFilterOptions(listedEntries)}
          onChange={rows.setFilters}
        />
        <Toggle label="Show zero balances" checked={rows.showZero} onCheckedChange={rows.setShowZero} />
        <span className="pf-toolbar__spacer" />
        <ExportCsvButton rows={shown} address={address} />
        <ExportEarningsMenu address={address} earned={earned} />
      </div>
      {shown.length === 0 ? (
        <FilteredEmptyState onClear={() => rows.setFilters(NO_FILTERS)} />
      ) : (
        // Focusable so keyboard users can scroll the 24rem list (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard.
        <ul className="pf-list" aria-label="Balances" data-testid="portfolio-rows" tabIndex={0}>
          {shown.map((row) => (
            <BalanceRow key={row.key} row={row} hidden={hidden} />
          ))}
        </ul>
      )}
      <PortfolioFooter summary={rows.summary} />
      <AllocationSection entries={rows.heldEntries} hidden={hidden} />
    </>
  );
}
