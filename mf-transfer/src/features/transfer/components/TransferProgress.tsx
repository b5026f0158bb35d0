import { getChainName } from '@fin/shared/domain/chains/chains';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { networkSwitchHelp } from '@fin/shared/web3/wallet-help';
import type { TransferFlow } from '../hooks/useTransferFlow';
import { statusTone } from '../utils/status-tone';
import { StepList } from './StepList';
import { TxHash } from './TxHash';

/** Under the form: the steps, the hashes, the attestation block, the destination banner and the status line. */
export function TransferProgress({ flow }: { flow: TransferFlow }) {
  const walletType = useFinStore((s) => s.walletType);
  const t = flow.transfer;
  return (
    <div className="tf-progress" data-testid="transfer-progress">
      {flow.steps ? <StepList steps={flow.steps} /> : null}
      {t ? (
        <div className="tf-hashes">
          {t.txHash && t.txHash !== t.eventNonce ? (
            <TxHash chainId={t.sourceChain} hash={t.txHash} label="Burn transaction" />
          ) : null}
          {t.mintTxHash ? (
            <TxHash chainId={t.destinationChain} hash={t.mintTxHash} label="Mint transaction" />
          ) : null}
        </div>
      ) : null}
      {flow.attestation.state !== 'idle' ? (
        <div
          className={`tf-attestation tf-attestation--${flow.attestation.state}`}
          data-testid="attestation-status"
          aria-live="polite"
        >
          <strong>Attestation:</strong> {flow.attestation.text}
        </div>
      ) : null}
      {flow.banner && flow.banner.purpose === 'destination' && !flow.completed ? (
        <div className="tf-banner" role="alert" data-testid="destination-chain-banner">
          <p>
            Switch your wallet to {getChainName(flow.banner.chainId)} to mint your USDC.{' '}
            {networkSwitchHelp(walletType)}
          </p>
          <Button size="sm" onClick={() => void flow.switchToDestination()}>
            Switch to {getChainName(flow.banner.chainId)}
          </Button>
          {flow.banner.error ? <p className="tf-error">{flow.banner.error}</p> : null}
        </div>
      ) : null}
      {flow.status ? (
        <p
          className={`tf-status tf-status--${statusTone(flow.status)}`}
          data-testid="transfer-status"
          role="status"
        >
          {flow.status}
        </p>
      ) : null}
      {flow.mintReady && !flow.completed && !flow.pending ? (
        <Button variant="secondary" onClick={() => void flow.completeManually()}>
          Complete Transfer Manually
        </Button>
      ) : null}
    </div>
  );
}
