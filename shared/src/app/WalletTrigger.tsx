import { shortenHex } from '@fin/shared/config/short-hex';
import { getChain } from '@fin/shared/domain/chains/chains';
import { type ButtonHTMLAttributes, forwardRef } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  address: `0x${string}`;
  chainId: number | undefined;
  supported: boolean;
  networkLabel: string;
};

/** The connected wallet's button: current network and shortened address. Opens the wallet menu (WalletMenu). */
export const WalletTrigger = forwardRef<HTMLButtonElement, Props>(function WalletTrigger(
  { address, chainId, supported, networkLabel, ...button },
  ref,
) {
  const chain = chainId === undefined ? undefined : getChain(chainId);
  return (
    <button
      ref={ref}
      type="button"
      className={`fin-wallet-trigger${supported ? '' : ' fin-wallet-trigger--warn'}`}
      aria-label={`Wallet ${shortenHex(address)} on ${networkLabel}. Open wallet menu`}
      {...button}
    >
      <span className="fin-wallet-trigger__network" aria-live="polite">
        <span
          className="fin-chain-dot"
          style={{ background: chain?.color ?? 'var(--fin-warning)' }}
          aria-hidden
        />
        <span className="fin-wallet-trigger__network-name">{networkLabel}</span>
      </span>
      <span className="fin-mono" data-testid="wallet-address">
        {shortenHex(address)}
      </span>
    </button>
  );
});
