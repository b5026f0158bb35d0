// The MetaMask Smart Accounts Kit in the page, loaded only when the user grants (it stays out of the first view):
// it signs the delegation with the connected wallet (EIP-712, eth_signTypedData_v4). The kit reports usage to
// MetaMask unless the page says "do not track"; Fin's pages reach no such host, so it is said before the kit runs.
import type { SignedDelegation } from '@fin/shared/schemas/grant';
import type { Hex, WalletClient } from 'viem';

export async function signGrantDelegation(
  wallet: WalletClient,
  delegation: SignedDelegation,
  chainId: number,
  delegationManager: Hex,
): Promise<Hex> {
  (window as unknown as { doNotTrack?: string }).doNotTrack = '1';
  const { signDelegation } = await import('@metamask/smart-accounts-kit/actions');
  const account = wallet.account;
  if (!account) throw new Error('The wallet has no account connected');
  const { signature: _unsigned, ...unsigned } = delegation;
  return signDelegation(wallet as never, { account, delegation: unsigned, delegationManager, chainId });
}
