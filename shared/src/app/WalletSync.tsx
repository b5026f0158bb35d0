import { useFinStore } from '@fin/shared/store/fin-store';
import { walletTypeOfConnector } from '@fin/shared/web3/wallet-type';
import { useEffect } from 'react';
import { useAccount } from 'wagmi';

/** Mirrors wagmi's connection into the store (and so into browser storage, so a returning user's wallet type and address are known before wagmi reconnects). */
export function WalletSync() {
  const { address, status, connector } = useAccount();
  const setWallet = useFinStore((s) => s.setWallet);
  const clearWallet = useFinStore((s) => s.clearWallet);
  useEffect(() => {
    if (status === 'connected' && address && connector) {
      setWallet({ type: walletTypeOfConnector(connector.id), address });
    } else if (status === 'disconnected') {
      clearWallet();
    }
  }, [status, address, connector, setWallet, clearWallet]);
  return null;
}
