import { loadOnIntent } from '@fin/shared/hooks/load-on-intent';
import { forwardRef } from 'react';
import { WalletTrigger } from './WalletTrigger';
import { networkName, supportedChain } from './wallet-network';

type Props = { address: `0x${string}`; chainId: number | undefined };

const useWalletMenuPopup = loadOnIntent(() => import('./WalletMenuPopup'));

/**
 * The connected wallet's button; its menu (WalletMenuPopup: networks, copy address, disconnect) loads when the user
 * first reaches for it, so the menu library is not part of the first view.
 */
export const WalletMenu = forwardRef<HTMLButtonElement, Props>(function WalletMenu(
  { address, chainId },
  ref,
) {
  const popup = useWalletMenuPopup();
  if (popup.module)
    return (
      <popup.module.WalletMenuPopup
        ref={ref}
        address={address}
        chainId={chainId}
        openedByKeyboard={popup.byKeyboard}
      />
    );
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
