import {
  fastUnavailableReason,
  quoteTransfer,
  type TransferModeType,
  USDC_DECIMALS,
} from '@fin/shared/domain/cctp/fees';
import { canStartTransfer, validateTransferAmount } from '@fin/shared/domain/cctp/transfer-validation';
import { getChain, getChainName, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { formatAmount } from '@fin/shared/domain/money/amount';
import { formatTokenAmount } from '@fin/shared/domain/money/format';
import { useSwitchNetwork } from '@fin/shared/hooks/useSwitchNetwork';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { usdcAbi } from '@fin/shared/web3/cctp-abis';
import { networkSwitchHelp } from '@fin/shared/web3/wallet-help';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useAccount, useReadContract } from 'wagmi';
import { fastAllowanceQuery, feeScheduleQuery, forwardingFeeQuery } from '../api/fee-queries';
import type { TransferFlow } from '../hooks/useTransferFlow';
import { TransferProgress } from './TransferProgress';
import { TransferQuoteView } from './TransferQuote';

const CHAINS = PORTFOLIO_CHAIN_IDS.map((id) => ({ id, name: getChainName(id) }));
/** The wallet's balance as the portfolio and the deposit dialog write it (25,000.00). */
const usdcText = (v: bigint) => `${formatTokenAmount(formatAmount(v, USDC_DECIMALS), USDC_DECIMALS)} USDC`;

export type TransferPreset = {
  amount?: string;
  sourceChainId?: number;
  destinationChainId?: number;
  speed?: TransferModeType;
};

export function TransferForm({ flow, preset }: { flow: TransferFlow; preset?: TransferPreset | undefined }) {
  const { address, chainId: walletChainId } = useAccount();
  const walletType = useFinStore((s) => s.walletType);
  const { switchNetwork, switchingTo, error: switchError } = useSwitchNetwork();
  const [amount, setAmount] = useState(preset?.amount ?? '');
  const [source, setSource] = useState<number>(preset?.sourceChainId ?? 8453);
  const [destination, setDestination] = useState<number>(preset?.destinationChainId ?? 1);
  const [wanted, setWanted] = useState<TransferModeType>('fast');
  const [touched, setTouched] = useState(false);
  const ids = { amount: useId(), from: useId(), to: useId(), amountError: useId() };

  useEffect(() => {
    if (!preset) return;
    if (preset.amount !== undefined) setAmount(preset.amount);
    if (preset.sourceChainId) setSource(preset.sourceChainId);
    if (preset.destinationChainId) setDestination(preset.destinationChainId);
    if (preset.speed) setWanted(preset.speed);
  }, [preset]);

  const usdc = getChain(source)?.contracts.usdc ?? undefined;
  const balance = useReadContract({
    address: usdc,
    abi: usdcAbi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    chainId: source as never,
    query: { enabled: Boolean(address && usdc), refetchInterval: 15_000 },
  });
  const fees = useQuery(feeScheduleQuery(source, destination));
  const allowance = useQuery(fastAllowanceQuery());
  const forwardingFee = useQuery(forwardingFeeQuery(source, destination));

  const parsed = validateTransferAmount(amount, {
    balance: typeof balance.data === 'bigint' ? balance.data : null,
    sourceChainId: source,
  });
  const value = parsed.ok ? parsed.value : 0n;
  const quote = quoteTransfer({
    amount: value,
    sourceChainId: source,
    destinationChainId: destination,
    // A failed fee read uses the fallback schedule (quoteTransfer's default).
    schedule: fees.data ?? null,
    allowanceUsdc: allowance.data ?? null,
    wanted,
    forwardFee: forwardingFee.data ?? null,
  });
  // A quote is shown only for a transfer that could be sent: two chains and a valid amount.
  const quotable = source !== destination && parsed.ok;
  const fastReason = quotable
    ? fastUnavailableReason({
        amount: value,
        sourceChainId: source,
        destinationChainId: destination,
        allowanceUsdc: allowance.data ?? null,
      })
    : null;
  const busy =
    flow.pending ||
    (flow.steps !== null &&
      !flow.completed &&
      flow.transfer?.status !== 'failed' &&
      flow.steps.some((s) => s.status === 'in-progress'));
  const startEnabled =
    canStartTransfer({
      connected: Boolean(address),
      amountText: amount,
      sourceChainId: source,
      destinationChainId: destination,
      pending: busy,
    }) && parsed.ok;
  const wrongSource = Boolean(address) && walletChainId !== source && !flow.transfer;
  const showAmountError = (touched || amount !== '') && !parsed.ok && amount !== '';

  const submit = () => {
    setTouched(true);
    if (!startEnabled || !parsed.ok) return;
    void flow.start({
      amount: parsed.value,
      sourceChainId: source,
      destinationChainId: destination,
      mode: quote.mode.type,
      fast: quote.mode.available,
      quotedFee: quote.fee,
    });
  };

  return (
    <section className="tf-card" aria-labelledby="tf-title" data-testid="transfer-form">
      <h3 id="tf-title" className="tf-card__title">
        Cross-Chain Transfer (USDC)
      </h3>
      <form
        className="tf-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="tf-field">
          <label htmlFor={ids.amount}>Amount (USDC)</label>
          <input
            id={ids.amount}
            className="fin-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amount}
            aria-invalid={showAmountError}
            aria-describedby={showAmountError ? ids.amountError : undefined}
            onChange={(e) => setAmount(e.target.value)}
            onBlur={() => setTouched(true)}
            disabled={busy}
          />
          <span className="tf-balance fin-muted" data-testid="transfer-balance">
            {typeof balance.data === 'bigint'
              ? `Balance on ${getChainName(source)}: ${usdcText(balance.data)}`
              : `Balance on ${getChainName(source)}: …`}
          </span>
          {showAmountError ? (
            <span id={ids.amountError} className="tf-error" role="alert">
              {parsed.ok ? '' : parsed.error}
            </span>
          ) : null}
        </div>
        <div className="tf-route">
          <ChainField id={ids.from} label="From" value={source} disabled={busy} onChange={setSource} />
          <Button
            variant="ghost"
            size="sm"
            className="tf-swap"
            aria-label="Swap chains"
            title="Swap chains"
            disabled={busy}
            onClick={() => {
              setSource(destination);
              setDestination(source);
            }}
          >
            ⇄
          </Button>
          <ChainField id={ids.to} label="To" value={destination} disabled={busy} onChange={setDestination} />
        </div>
        {source === destination ? <p className="tf-error">Choose two different chains</p> : null}

        {quotable ? (
          <TransferQuoteView
            quote={quote}
            wanted={wanted}
            destinationChainId={destination}
            busy={busy}
            onWanted={setWanted}
            allowanceUsdc={getChain(source)?.fastTransferSource ? (allowance.data ?? null) : null}
            // While the allowance is being read there is no reason to give yet.
            fastReason={allowance.isPending ? null : fastReason}
          />
        ) : null}
        {fees.isError ? (
          <p className="fin-muted tf-note">
            Circle's fee service is unreachable; using the fallback fee schedule.
          </p>
        ) : null}

        {wrongSource ? (
          <div className="tf-banner" role="alert" data-testid="source-chain-banner">
            <p>
              Please switch to {getChainName(source)} network first. {networkSwitchHelp(walletType)}
            </p>
            <Button
              size="sm"
              disabled={switchingTo !== null}
              onClick={() => void switchNetwork(source).catch(() => undefined)}
            >
              {switchingTo === source ? 'Switching…' : `Switch to ${getChainName(source)}`}
            </Button>
            {switchError ? <p className="tf-error">{switchError}</p> : null}
          </div>
        ) : null}

        <Button type="submit" disabled={!startEnabled || wrongSource}>
          {busy ? 'Transfer in progress…' : 'Start Transfer'}
        </Button>
      </form>
      <TransferProgress flow={flow} />
    </section>
  );
}

/** One end of the route: a labelled select of the transfer chains. */
function ChainField(props: {
  id: string;
  label: string;
  value: number;
  disabled: boolean;
  onChange: (chainId: number) => void;
}) {
  return (
    <div className="tf-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        className="fin-select"
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(Number(e.target.value))}
      >
        {CHAINS.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
