import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { VISITOR_VISIBLE_ROWS } from '@fin/shared/domain/yields/list-badges';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { YieldRow } from './YieldRow';

/** Rows drawn blurred under the prompt: enough to show there is more, never the whole list. */
const BLURRED_PREVIEW_ROWS = 4;

/**
 * A visitor without a wallet may browse, but only the first 6 rows are clear: the rest is blurred behind a prompt
 * to connect, since the full list is for connected wallets.
 * The blurred rows are decoration: hidden from assistive tech and not focusable.
 */
export function VisitorGate({
  rows,
  bestId,
  onOpen,
}: {
  rows: readonly YieldOpportunity[];
  bestId: string | undefined;
  onOpen: (id: string) => void;
}) {
  const clear = rows.slice(0, VISITOR_VISIBLE_ROWS);
  const hidden = rows.slice(VISITOR_VISIBLE_ROWS, VISITOR_VISIBLE_ROWS + BLURRED_PREVIEW_ROWS);
  const more = rows.length - clear.length;
  return (
    <div className="yl-gate">
      <ul className="yl-rows" style={{ position: 'static' }} aria-label="Yield opportunities">
        {clear.map((row) => (
          <li key={row.id} style={{ position: 'static' }}>
            <YieldRow row={row} bestId={bestId} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <div className="yl-gate" data-testid="yields-gate">
          <div className="yl-gate__blurred" aria-hidden="true">
            {hidden.map((row) => (
              <YieldRow key={row.id} row={row} bestId={bestId} tabIndex={-1} />
            ))}
          </div>
          <div className="yl-gate__overlay">
            <ConnectPrompt
              title={`Connect a wallet to see all ${rows.length} opportunities`}
              detail={`${more} more yield ${more === 1 ? 'opportunity is' : 'opportunities are'} available to connected wallets.`}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
