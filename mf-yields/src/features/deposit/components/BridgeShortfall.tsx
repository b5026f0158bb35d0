// Bridge-and-deposit entry point (owned by the transfer section, issue 11): when the wallet holds too little USDC
// on the deposit's chain but enough elsewhere, offer to bridge the shortfall with CCTP and then run the deposit.

import { useBridgeShortfall } from '@fin/shared/cctp/hooks/bridge-deposit';
import { USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { formatAmount, parseAmount } from '@fin/shared/domain/money/amount';
import { Button } from '@fin/shared/ui/Button';

export function BridgeShortfall({
  chainId,
  amountText,
  onBridged,
}: {
  chainId: number;
  amountText: string;
  onBridged: () => void;
}) {
  const parsed = parseAmount(amountText, USDC_DECIMALS);
  const needed = parsed.ok ? parsed.value : 0n;
  const b = useBridgeShortfall({ destinationChainId: chainId, needed, enabled: parsed.ok });
  if (b.state === 'idle' && (b.shortfall <= 0n || !b.source)) return null;
  return (
    <div className="dp-warning" data-testid="bridge-shortfall">
      {b.state === 'idle' && b.source ? (
        <>
          <p>
            You have {formatAmount(b.shortfall, USDC_DECIMALS)} USDC too little on {getChainName(chainId)}.
            Bridge it from {getChainName(b.source.chainId)} with CCTP and the deposit follows when it arrives.
          </p>
          <Button
            size="sm"
            onClick={async () => {
              if (await b.bridge()) onBridged();
            }}
          >
            Bridge from {getChainName(b.source.chainId)} and deposit
          </Button>
        </>
      ) : (
        <p role="status">{b.status}</p>
      )}
    </div>
  );
}
