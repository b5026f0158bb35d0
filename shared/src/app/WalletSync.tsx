import { useFinStore } from '@fin/shared/store/fin-store';
import { walletTypeOfConnector } from '@fin/shared/web3/wallet-type';
import { useEffect } from 'react';
import { useConnection } from 'wagmi';

/**
 * Mirrors wagmi's connection into the store (and so into browser storage), so every section reads the wallet from
 * the store: a returning user's address and network are known before the wallet code has even downloaded.
 */
export function WalletSync() {
  const { address, chainId, status, connector } = useConnection();
  const setWallet = useFinStore((s) => s.setWallet);
  const setWalletStatus = useFinStore((s) => s.setWalletStatus);
  const clearWallet = useFinStore((s) => s.clearWallet);
  useEffect(() => {
    if (status === 'connected' && address && connector) {
      setWallet({ type: walletTypeOfConnector(connector.id), address, chainId });
    } else if (status === 'disconnected') {
      clearWallet();
    } else if (status === 'reconnecting') {
      setWalletStatus(status);
    }
    // 'connecting' is not mirrored: wagmi reads it for a visitor too while it looks for a stored wallet, and the
    // sections would blink from their connect prompt to a loading panel and back.
  }, [status, address, chainId, connector, setWallet, setWalletStatus, clearWallet]);
  return null;
}
