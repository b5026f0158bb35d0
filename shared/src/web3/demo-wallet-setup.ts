// The devnet demo wallet's test control, made when the page starts (browser tests arrange a rejection before they
// connect) and reused by the connector when the wallet code loads later (connectors.ts). No wagmi or viem here.
import type { RuntimeConfig } from '@fin/shared/config/runtime-config';
import { PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { browserStorage } from '@fin/shared/web3/browser-storage';
import {
  createDemoWalletControl,
  DEMO_WALLET_CHAIN_KEY,
  type InternalDemoWalletControl,
  installDemoWalletControl,
} from '@fin/shared/web3/demo-wallet-control';

/**
 * The demo wallet's control, or null. Null unless the profile is devnet AND the runtime config carries the demo
 * account (parseRuntimeConfig already strips it from a mainnet config; this is the second lock). One per page.
 */
export function demoWalletControlFor(runtime: RuntimeConfig): InternalDemoWalletControl | null {
  if (runtime.profile !== 'devnet' || !runtime.demoWallet) return null;
  const address = runtime.demoWallet.address as `0x${string}`;
  const existing = typeof window === 'undefined' ? undefined : window.__finDemoWallet;
  if (existing && existing.address === address && 'answer' in existing)
    return existing as InternalDemoWalletControl;
  const chainIds = PORTFOLIO_CHAIN_IDS.filter((id) => runtime.chains.some((c) => c.chainId === id));
  const [first] = chainIds;
  if (first === undefined) return null;
  const storage = browserStorage();
  const control = createDemoWalletControl(address);
  // Until the wallet loads, its chain is the one it will start on.
  control.currentChainId = () => {
    const stored = Number(storage?.getItem(DEMO_WALLET_CHAIN_KEY));
    return (chainIds as number[]).includes(stored) ? stored : first;
  };
  installDemoWalletControl(control);
  return control;
}
