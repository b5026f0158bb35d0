import { isUserRejectedError } from '@fin/shared/domain/wallet/network-switch';
import { EXCHANGE_A_CONNECTOR_IDS } from '@fin/shared/web3/connectors';
import { DEMO_WALLET_CONNECTOR_ID } from '@fin/shared/web3/demo-wallet-connector';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { type Connector, useConnect, useConnectors } from 'wagmi';

type Group = { key: string; title: string; hint?: string; connectors: Connector[] };

const isExchangeA = (c: Connector) =>
  (EXCHANGE_A_CONNECTOR_IDS as readonly string[]).includes(c.id) || c.rdns === 'com.coinbase.wallet';

function hasInjectedProvider(): boolean {
  return typeof window !== 'undefined' && Boolean((window as { ethereum?: unknown }).ethereum);
}

/** Splits the page's connectors into the picker's groups, in the order a newcomer should see them. */
export function groupConnectors(connectors: readonly Connector[], injectedAvailable: boolean): Group[] {
  const demo = connectors.filter((c) => c.id === DEMO_WALLET_CONNECTOR_ID);
  const exchange = connectors.filter(isExchangeA);
  const discovered = connectors.filter(
    (c) => c.type === 'injected' && c.id !== 'injected' && !isExchangeA(c),
  );
  // Plain `injected` only when no wallet announced itself through EIP-6963 (it would be the same wallet twice).
  const plain =
    discovered.length === 0 && injectedAvailable ? connectors.filter((c) => c.id === 'injected') : [];
  const groups: Group[] = [
    {
      key: 'demo',
      title: 'Try it on the devnet',
      hint: 'Signs with the devnet demo account. Nothing to install.',
      connectors: demo,
    },
    { key: 'exchange', title: 'Exchange wallet', connectors: exchange },
    { key: 'browser', title: 'Browser wallets', connectors: [...discovered, ...plain] },
  ];
  return groups.filter((g) => g.connectors.length > 0 || g.key === 'browser');
}

function connectorLabel(c: Connector): string {
  return c.id === 'injected' ? 'Browser wallet' : c.name;
}

function connectErrorText(error: Error): string {
  if (isUserRejectedError(error))
    return 'The connection request was rejected in the wallet. Try again when ready.';
  const short = (error as { shortMessage?: string }).shortMessage;
  return short ?? error.message;
}

/**
 * The wallet picker dialog. Radix traps focus inside; on close focus returns to the button that opened it, or,
 * after a successful connect (the "Connect wallet" button is gone), to the wallet menu (`focusAfterConnect`).
 */
export function WalletPicker({
  open,
  onOpenChange,
  focusAfterConnect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusAfterConnect?: () => void;
}) {
  const connectors = useConnectors();
  const { choose, isPending, error, pendingUid, connected, onRootOpenChange } =
    usePickerConnect(onOpenChange);
  const focusReturn = useFocusReturn(connected, focusAfterConnect);
  const groups = groupConnectors(connectors, hasInjectedProvider());

  return (
    <RadixDialog.Root open={open} onOpenChange={onRootOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fin-dialog__overlay" />
        <RadixDialog.Content className="fin-dialog__content fin-wallet-picker" {...focusReturn}>
          <RadixDialog.Title className="fin-dialog__title">Connect a wallet</RadixDialog.Title>
          <RadixDialog.Description className="fin-muted">
            Fin reads your stablecoin balances and asks your wallet to approve every transaction. It never
            holds your keys.
          </RadixDialog.Description>
          {groups.map((group) => (
            <ConnectorGroup
              key={group.key}
              group={group}
              pendingUid={pendingUid}
              disabled={isPending}
              onChoose={choose}
            />
          ))}
          <p role="alert" className="fin-wallet-picker__error">
            {error && !isPending ? connectErrorText(error) : ''}
          </p>
          <RadixDialog.Close
            className="fin-btn fin-btn--ghost fin-btn--sm fin-dialog__close"
            aria-label="Close"
          >
            ✕
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Connecting the chosen wallet: which one waits, the error to show, and a fresh start each time the picker opens. */
function usePickerConnect(onOpenChange: (open: boolean) => void) {
  const { mutate: connect, isPending, error, variables, reset } = useConnect();
  const [connected, setConnected] = useState(false);
  const choose = (connector: Connector) => {
    connect(
      { connector },
      {
        onSuccess: () => {
          setConnected(true);
          onOpenChange(false);
        },
      },
    );
  };
  const onRootOpenChange = (next: boolean) => {
    if (next) {
      reset();
      setConnected(false);
    }
    onOpenChange(next);
  };
  const pendingUid = isPending ? (variables?.connector as Connector | undefined)?.uid : undefined;
  return { choose, isPending, error, pendingUid, connected, onRootOpenChange };
}

/**
 * The picker opens from any "Connect wallet" button (header, banner, a section), not a Radix Trigger, so it
 * remembers the opener itself to give focus back on close; after a connect, focus goes to the wallet menu.
 */
function useFocusReturn(connected: boolean, focusAfterConnect: (() => void) | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      // The page may re-render as connected (unmounting the opener) before onSuccess marks it: a gone
      // opener means the same, and focus must not fall back to the page's body.
      const openerGone = !opener.current?.isConnected;
      if ((connected || openerGone) && focusAfterConnect) focusAfterConnect();
      else if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
  };
}

/** One group of the picker (demo, exchange, browser wallets); an empty browser group says how to get one. */
function ConnectorGroup({
  group,
  pendingUid,
  disabled,
  onChoose,
}: {
  group: Group;
  pendingUid: string | undefined;
  disabled: boolean;
  onChoose: (c: Connector) => void;
}) {
  return (
    <section className="fin-wallet-picker__group" aria-labelledby={`wallet-group-${group.key}`}>
      <h3 id={`wallet-group-${group.key}`} className="fin-wallet-picker__title">
        {group.title}
      </h3>
      {group.hint ? <p className="fin-muted fin-wallet-picker__hint">{group.hint}</p> : null}
      {group.connectors.length === 0 ? (
        <p className="fin-muted fin-wallet-picker__hint">
          No browser wallet detected. Install one (for example MetaMask or Rabby) and reload this page, or use
          an exchange wallet above.
        </p>
      ) : (
        <ul className="fin-wallet-picker__list">
          {group.connectors.map((c) => (
            <li key={c.uid}>
              <WalletOption
                icon={c.icon}
                label={connectorLabel(c)}
                busy={pendingUid === c.uid}
                disabled={disabled}
                onClick={() => onChoose(c)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WalletOption({
  icon,
  label,
  busy,
  disabled,
  onClick,
}: {
  icon: string | undefined;
  label: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  let mark: ReactNode = (
    <span className="fin-wallet-option__icon fin-wallet-option__icon--blank" aria-hidden="true" />
  );
  // Only inline images: a wallet's icon URL must not make the page reach out to a third party.
  if (icon?.startsWith('data:')) mark = <img className="fin-wallet-option__icon" src={icon} alt="" />;
  return (
    <button
      type="button"
      className="fin-wallet-option"
      disabled={disabled}
      aria-busy={busy}
      onClick={onClick}
    >
      {mark}
      <span className="fin-wallet-option__name">{label}</span>
      {busy ? <span className="fin-muted fin-wallet-option__state">Waiting for the wallet…</span> : null}
    </button>
  );
}
