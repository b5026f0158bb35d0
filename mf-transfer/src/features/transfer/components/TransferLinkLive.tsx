import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { type LinkedBurn, type LinkedBurnStage, readLinkedBurn } from '@fin/shared/cctp/web3/burn-link';
import { mintLinkedBurn } from '@fin/shared/cctp/web3/link-mint';
import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import { USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import { FORWARD_TIMEOUT_REASON } from '@fin/shared/domain/cctp/forwarding';
import type { TransferLink } from '@fin/shared/domain/cctp/transfer-link';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { formatAmount } from '@fin/shared/domain/money/amount';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { Badge, type BadgeTone } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import { recordTransfer } from '@fin/shared/web3/cctp-records';
import { errorText } from '@fin/shared/web3/cctp-steps';
import { useCctpDeps } from '@fin/shared/web3/cctp-wagmi';
import { chainReader } from '@fin/shared/web3/page-wallet';
import type { FinWagmiConfig } from '@fin/shared/web3/wagmi-config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Hex } from 'viem';
import { useConfig } from 'wagmi';
import { findMintTransaction, MINT_SEARCH_WINDOW, MINT_SEARCH_WINDOWS } from '../api/mint-transaction';
import { transferKeys } from '../api/transfer-keys';
import { useForwardOverdue } from '../hooks/useForwardOverdue';
import { TxHash } from './TxHash';

const STAGE: Record<LinkedBurnStage, { label: string; tone: BadgeTone }> = {
  burned: { label: 'Burned', tone: 'warning' },
  attesting: { label: 'Waiting for attestation', tone: 'warning' },
  ready: { label: 'Ready to mint', tone: 'accent' },
  minted: { label: 'Minted', tone: 'success' },
};

/** Until minted the page looks again every few seconds (Circle signs a fast burn in about 8 s). */
const RECHECK_MS = 3_000;

export default function TransferLinkLive({ link }: { link: TransferLink }) {
  const config = useConfig() as FinWagmiConfig;
  const query = useQuery({
    queryKey: transferKeys.link(link.sourceChainId, link.txHash),
    queryFn: () =>
      readLinkedBurn(
        { client: (id) => chainReader(config, id), attestationUrl: getRuntimeConfig().attestationUrl },
        link.sourceChainId,
        link.txHash,
      ),
    refetchInterval: (q) => (q.state.data?.stage === 'minted' ? false : RECHECK_MS),
    retry: false,
  });
  if (query.isPending)
    return <p className="fin-muted">Reading the burn on {getChainName(link.sourceChainId)}…</p>;
  if (query.isError)
    return (
      <p className="tf-error" role="alert" data-testid="transfer-link-error">
        {errorText(query.error)}
      </p>
    );
  return <BurnStatus burn={query.data} onMinted={() => void query.refetch()} />;
}

const SPEED: Record<LinkedBurn['mode'], string> = {
  fast: 'Fast',
  standard: 'Standard',
  forwarded: 'Delivered for you',
};

/**
 * Why a forwarded burn signed but not minted is the visitor's to mint: Iris reports Circle's relayer failed, or
 * this page has watched it wait longer than the transfer form waits. Null while it is Circle's to mint.
 */
function useRelayerGaveUp(burn: LinkedBurn): string | null {
  const waiting = burn.stage === 'ready' && burn.mode === 'forwarded';
  const failed = burn.forward?.kind === 'failed' ? burn.forward.reason : null;
  const overdue = useForwardOverdue(waiting && failed === null);
  if (!waiting) return null;
  return failed ?? (overdue ? FORWARD_TIMEOUT_REASON : null);
}

function BurnStatus({ burn, onMinted }: { burn: LinkedBurn; onMinted: () => void }) {
  const gaveUp = useRelayerGaveUp(burn);
  const circleMinting = burn.stage === 'ready' && burn.mode === 'forwarded' && gaveUp === null;
  const stage = circleMinting
    ? { label: 'Circle is minting', tone: 'accent' as BadgeTone }
    : STAGE[burn.stage];
  return (
    <div className="tf-card" data-testid="transfer-link" data-stage={burn.stage}>
      <div className="tf-history__head">
        <strong>
          {formatAmount(burn.amount, USDC_DECIMALS)} USDC · {getChainName(burn.sourceChainId)} →{' '}
          {getChainName(burn.destinationChainId)}
        </strong>
        <Badge tone={stage.tone}>{stage.label}</Badge>
      </div>
      <BurnFacts burn={burn} />
      <div className="tf-hashes">
        <TxHash chainId={burn.sourceChainId} hash={burn.txHash} label="Burn transaction" />
        {burn.stage === 'minted' && burn.eventNonce ? (
          <MintTransaction burn={burn} nonce={burn.eventNonce} />
        ) : null}
      </div>
      {circleMinting ? (
        <p className="fin-muted" data-testid="transfer-link-forwarding">
          Circle's Forwarding Service is minting this transfer on {getChainName(burn.destinationChainId)}.
          This page checks again every few seconds.
        </p>
      ) : null}
      {gaveUp ? (
        <p className="tf-error" data-testid="transfer-link-forward-failed">
          {gaveUp}. The USDC is safe: any wallet can mint it below.
        </p>
      ) : null}
      {burn.stage === 'ready' && !circleMinting ? <MintAction burn={burn} onMinted={onMinted} /> : null}
      {burn.stage === 'burned' || burn.stage === 'attesting' ? (
        <p className="fin-muted">
          Circle has not signed this burn yet; this page checks again every few seconds.
        </p>
      ) : null}
    </div>
  );
}

function BurnFacts({ burn }: { burn: LinkedBurn }) {
  return (
    <dl className="tf-link__facts">
      <dt>Recipient</dt>
      <dd className="fin-mono" data-testid="transfer-link-recipient">
        {burn.mintRecipient}
      </dd>
      <dt>Sent by</dt>
      <dd className="fin-mono">{burn.depositor}</dd>
      <dt>Speed</dt>
      <dd>{SPEED[burn.mode]}</dd>
    </dl>
  );
}

/** The mint's own transaction, found on the destination chain by the message's nonce (it never changes: asked once). */
function MintTransaction({ burn, nonce }: { burn: LinkedBurn; nonce: Hex }) {
  const config = useConfig() as FinWagmiConfig;
  const query = useQuery({
    queryKey: transferKeys.linkMint(burn.sourceChainId, burn.txHash),
    queryFn: () =>
      findMintTransaction({
        source: chainReader(config, burn.sourceChainId),
        destination: chainReader(config, burn.destinationChainId),
        sourceChainId: burn.sourceChainId,
        destinationChainId: burn.destinationChainId,
        burnTxHash: burn.txHash,
        nonce,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
  const chain = getChainName(burn.destinationChainId);
  if (query.data)
    return <TxHash chainId={burn.destinationChainId} hash={query.data} label="Mint transaction" />;
  return (
    <p className="fin-muted" data-testid="transfer-link-mint-search">
      {query.isPending
        ? `Finding the mint transaction on ${chain}…`
        : query.isError
          ? `Minted; ${chain} did not answer where: ${errorText(query.error)}`
          : `Minted more than ${(MINT_SEARCH_WINDOW * BigInt(MINT_SEARCH_WINDOWS)).toLocaleString('en-US')} blocks ago on ${chain}: its transaction is beyond what this page searches.`}
    </p>
  );
}

/** Minting is permissionless: any wallet sends it, and the USDC goes to the recipient named in the message. */
function MintAction({ burn, onMinted }: { burn: LinkedBurn; onMinted: () => void }) {
  const { address } = usePageWallet();
  const deps = useCctpDeps();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  if (!address || !deps)
    return (
      <ConnectPrompt
        title="Ready to mint"
        detail={`Any wallet can finish this transfer; the USDC goes to ${burn.mintRecipient} on ${getChainName(burn.destinationChainId)}.`}
      />
    );
  const mint = async () => {
    if (!burn.message || !burn.attestation) return;
    setState({ busy: true, error: null });
    try {
      await mintLinkedBurn(deps, burn, { record: recordTransfer });
      setState({ busy: false, error: null });
      onMinted();
    } catch (error) {
      setState({ busy: false, error: errorText(error) });
    }
  };
  return (
    <div className="tf-actions">
      <Button onClick={() => void mint()} disabled={state.busy} data-testid="transfer-link-mint">
        {state.busy ? 'Minting…' : `Mint on ${getChainName(burn.destinationChainId)}`}
      </Button>
      {state.error ? (
        <p className="tf-error" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
