import { assetFilterOptions, chainFilterOptions } from '@fin/shared/domain/portfolio/rows';
import type { EarningsResponse } from '@fin/shared/schemas/earnings';
import { Toggle } from '@fin/shared/ui/Toggle';
import { useState } from 'react';
import { NO_FILTERS, type usePortfolioRows } from '../hooks/usePortfolioRows';
import { AllocationSection } from './AllocationSection';
import { BalanceRow } from './BalanceRow';
import { ExportCsvButton } from './ExportCsvButton';
import { ExportEarningsMenu } from './ExportEarningsMenu';
import { PortfolioFilters } from './PortfolioFilters';
import { PortfolioFooter } from './PortfolioFooter';
import { FilteredEmptyState } from './PortfolioStates';

/**
 * Rows a phone shows before 'Show all': the list has no scroll box of its own there (it would catch the page's
 * swipes), so a long wallet would push everything below it screens away. The skeleton is as tall (portfolio.css).
 */
const PHONE_ROWS = 4;

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
        <FoldedRows rows={shown} hidden={hidden} />
      )}
      <PortfolioFooter summary={rows.summary} />
      <AllocationSection entries={rows.heldEntries} hidden={hidden} />
    </>
  );
}

/** The rows; on a phone the first PHONE_ROWS until 'Show all' (the fold is CSS: desktop lists scroll in a box). */
function FoldedRows({
  rows,
  hidden,
}: {
  rows: ReturnType<typeof usePortfolioRows>['shown'];
  hidden: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const folds = rows.length > PHONE_ROWS;
  return (
    <>
      {/* Focusable so keyboard users can scroll the 24rem list (axe: scrollable-region-focusable). */}
      <ul
        className={folds && !expanded ? 'pf-list pf-list--folded' : 'pf-list'}
        aria-label="Balances"
        data-testid="portfolio-rows"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard.
        tabIndex={0}
      >
        {rows.map((row) => (
          <BalanceRow key={row.key} row={row} hidden={hidden} />
        ))}
      </ul>
      {folds ? (
        <button
          type="button"
          className="pf-list-more"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? `Show the first ${PHONE_ROWS} only` : `Show all ${rows.length} balances`}
        </button>
      ) : null}
    </>
  );
}
