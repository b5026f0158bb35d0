import { fetchEarningsLedger } from '@fin/shared/api/earnings';
import { ledgerOf, ledgerToCsv, ledgerToKoinlyCsv } from '@fin/shared/domain/portfolio/earnings-ledger';
import type { EarningsResponse } from '@fin/shared/schemas/earnings';
import { Button } from '@fin/shared/ui/Button';
import { DropdownMenu, type MenuGroup } from '@fin/shared/ui/DropdownMenu';
import { useState } from 'react';
import { downloadCsv } from '../utils/download-csv';

type Format = 'ledger' | 'koinly';

/**
 * The accountant's export (README.md, 'Earnings export'): for the whole wallet or one position, every deposit,
 * withdrawal and receipt transfer with its date, chain, transaction, amount and USD value, and the earnings per
 * month and year, as Fin's ledger CSV or Koinly's import template. Read from the API at the click.
 */
export function ExportEarningsMenu({
  address,
  earned,
}: {
  address: string;
  earned: EarningsResponse | undefined;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const run =
    (format: Format, positionKey?: string, label = 'wallet') =>
    async () => {
      setState('busy');
      try {
        const ledger = ledgerOf(await fetchEarningsLedger(address), positionKey);
        const body = format === 'koinly' ? ledgerToKoinlyCsv(ledger) : ledgerToCsv(ledger);
        const day = new Date().toISOString().slice(0, 10);
        const partial = ledger.complete ? '' : '-partial';
        downloadCsv(body, `fin-${format}-${label}-${address.slice(0, 8).toLowerCase()}-${day}${partial}.csv`);
        setState('idle');
      } catch {
        setState('failed');
      }
    };
  const positions = earned?.positions ?? [];
  const onePosition = (format: Format) =>
    positions.map((p) => ({
      key: `${format}-${p.key}`,
      label: `${p.symbol} · ${p.protocol} · ${p.chainName}`,
      onSelect: run(format, p.key, `${p.symbol}-${p.chainName}`.toLowerCase().replace(/[^a-z0-9-]/g, '')),
    }));
  // Symbols keep their case in items; group labels are set in capitals.
  const groups: MenuGroup[] = [
    {
      label: 'Whole wallet',
      items: [
        { key: 'ledger-all', label: 'Ledger CSV', onSelect: run('ledger') },
        { key: 'koinly-all', label: 'Koinly CSV', onSelect: run('koinly') },
      ],
    },
    ...(positions.length > 0
      ? [
          { label: 'One position, ledger CSV', items: onePosition('ledger') },
          { label: 'One position, Koinly CSV', items: onePosition('koinly') },
        ]
      : []),
  ];
  return (
    <>
      <DropdownMenu
        // Opens toward the panel's middle: on a phone the list is wider than the space left of the button.
        align="start"
        groups={groups}
        trigger={
          <Button
            variant="secondary"
            size="sm"
            disabled={!earned || state === 'busy'}
            aria-label="Export earnings"
          >
            {state === 'busy' ? 'Exporting…' : 'Export earnings'}
          </Button>
        }
      />
      {state === 'failed' ? (
        <span className="pf-export-error" role="alert">
          The export could not be made; try again.
        </span>
      ) : null}
    </>
  );
}
