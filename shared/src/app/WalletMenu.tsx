import { loadOnIntent } from '@fin/shared/hooks/load-on-intent';
import { loadWalletStack } from '@fin/shared/web3/wallet-stack';
import { forwardRef } from 'react';
import { WalletTrigger } from './WalletTrigger';
import { networkName, supportedChain } from './wallet-network';

type Props = { address: `0x${string}`; chainId: number | undefined };

// The menu switches networks and disconnects through wagmi: it loads with the wallet code, inside its scope.
const useWalletMenuPopup = loadOnIntent(() => Promise.all([import('./WalletMenuPopup'), loadWalletStack()]));

/**
 * The connected wallet's button; its menu (WalletMenuPopup: networks, copy address, disconnect) loads when the user
 * first reaches for it, so the menu library is not part of the first view.
 */
export const WalletMenu = forwardRef<HTMLButtonElement, Props>(function WalletMenu(
  { address, chainId },
  ref,
) {
  const popup = useWalletMenuPopup();
  if (popup.module) {
    const [{ WalletMenuPopup }, { WalletScope }] = popup.module;
    return (
      <WalletScope>
        <WalletMenuPopup ref={ref} address={address} chainId={chainId} openedByKeyboard={popup.byKeyboard} />
      </WalletScope>
    );
  }
  return (
    <WalletTrigger
      ref={ref}
      address={address}
      chainId={chainId}
      supported={supportedChain(chainId)}
      networkLabel={networkName(chainId)}
      aria-haspopup="menu"
      aria-expanded="false"
      {...popup.intent}
    />
  );
});
