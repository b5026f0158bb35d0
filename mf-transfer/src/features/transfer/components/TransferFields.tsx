// The transfer form's inputs: the amount with the source balance, the route (two chain selects and a swap), and
// the banner asking for the source chain when the wallet is elsewhere.
import { USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import type { validateTransferAmount } from '@fin/shared/domain/cctp/transfer-validation';
import { getChainName, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { formatAmount } from '@fin/shared/domain/money/amount';
import { formatTokenAmount } from '@fin/shared/domain/money/format';
import { useSwitchNetwork } from '@fin/shared/hooks/useSwitchNetwork';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { networkSwitchHelp } from '@fin/shared/web3/wallet-help';
import { useId } from 'react';

const CHAINS = PORTFOLIO_CHAIN_IDS.map((id) => ({ id, name: getChainName(id) }));
/** The wallet's balance as the portfolio and the deposit dialog write it (25,000.00). */
const usdcText = (v: bigint) => `${formatTokenAmount(formatAmount(v, USDC_DECIMALS), USDC_DECIMALS)} USDC`;

export function AmountField(props: {
  amount: string;
  onAmount: (text: string) => void;
  onBlur: () => void;
  touched: boolean;
  parsed: ReturnType<typeof validateTransferAmount>;
  balance: bigint | null;
  source: number;
  busy: boolean;
}) {
  const ids = { amount: useId(), error: useId() };
  const { amount, parsed } = props;
  const showError = (props.touched || amount !== '') && !parsed.ok && amount !== '';
  return (
    <div className="tf-field">
      <label htmlFor={ids.amount}>Amount (USDC)</label>
      <input
        id={ids.amount}
        className="fin-input"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={amount}
        aria-invalid={showError}
        aria-describedby={showError ? ids.error : undefined}
        onChange={(e) => props.onAmount(e.target.value)}
        onBlur={props.onBlur}
        disabled={props.busy}
      />
      <span className="tf-balance fin-muted" data-testid="transfer-balance">
        Balance on {getChainName(props.source)}: {props.balance !== null ? usdcText(props.balance) : '…'}
      </span>
      {showError ? (
        <span id={ids.error} className="tf-error" role="alert">
          {parsed.ok ? '' : parsed.error}
        </span>
      ) : null}
    </div>
  );
}

export function RouteFields(props: {
  source: number;
  destination: number;
  busy: boolean;
  onSource: (chainId: number) => void;
  onDestination: (chainId: number) => void;
  onSwap: () => void;
}) {
  const ids = { from: useId(), to: useId() };
  return (
    <div className="tf-route">
      <ChainField
        id={ids.from}
        label="From"
        value={props.source}
        disabled={props.busy}
        onChange={props.onSource}
      />
      <Button
        variant="ghost"
        size="sm"
        className="tf-swap"
        aria-label="Swap chains"
        title="Swap chains"
        disabled={props.busy}
        onClick={props.onSwap}
      >
        ⇄
      </Button>
      <ChainField
        id={ids.to}
        label="To"
        value={props.destination}
        disabled={props.busy}
        onChange={props.onDestination}
      />
    </div>
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

/** The wallet is on another chain than the source: the form asks for the switch before Start. */
export function SourceChainBanner({ source }: { source: number }) {
  const walletType = useFinStore((s) => s.walletType);
  const { switchNetwork, switchingTo, error } = useSwitchNetwork();
  return (
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
      {error ? <p className="tf-error">{error}</p> : null}
    </div>
  );
}
