/**
 * The demo wallet's test control (devnet profile only): it stands in for the user's answer to the wallet's approval
 * prompts, so browser tests can exercise every "user rejected" path. Installed as `window.__finDemoWallet`.
 *
 *   window.__finDemoWallet.rejectNext()            // next approval request fails with code 4001
 *   window.__finDemoWallet.rejectNext(2, ['wallet_switchEthereumChain'])
 *   window.__finDemoWallet.failNext({ code: -32603, message: 'boom', count: 3 })
 *   window.__finDemoWallet.reset()                 // drop pending failures and the log
 *   window.__finDemoWallet.log                     // [{ method, outcome: 'approved' | 'rejected' | 'failed' }]
 *   window.__finDemoWallet.batching = true         // report atomic batching (EIP-5792 wallet_sendCalls)
 *
 * Approval requests are the ones a real wallet asks the user about (see APPROVAL_METHODS); reads never consume a
 * pending failure. Connecting when already connected, or switching to the chain the wallet is on, asks nothing.
 */
import type { Address } from 'viem';

export const APPROVAL_METHODS = [
  'eth_requestAccounts',
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_sendCalls',
  'wallet_requestPermissions',
  'wallet_upgradeAccount',
] as const;

export type ApprovalMethod = (typeof APPROVAL_METHODS)[number];

export function isApprovalMethod(method: string): method is ApprovalMethod {
  return (APPROVAL_METHODS as readonly string[]).includes(method);
}

export const USER_REJECTED_CODE = 4001;

/** Where the demo wallet remembers that the page is connected and which chain it is on. */
export const DEMO_WALLET_CONNECTED_KEY = 'fin.demoWallet.connected';
export const DEMO_WALLET_CHAIN_KEY = 'fin.demoWallet.chainId';

export type DemoWalletFailure = { code: number; message: string; methods?: readonly string[] };
export type DemoWalletLogEntry = { method: string; outcome: 'approved' | 'rejected' | 'failed' };

export type DemoWalletControl = {
  readonly address: Address;
  /** The chain the wallet is on now. */
  chainId(): number;
  /** The next `count` approval requests (optionally only of these methods) fail with code 4001. */
  rejectNext(count?: number, methods?: readonly string[]): void;
  /** The next `count` approval requests fail with another wallet error (default -32603 'Internal error'). */
  failNext(options?: { code?: number; message?: string; count?: number; methods?: readonly string[] }): void;
  /** Failures still waiting for a request. */
  pending(): readonly DemoWalletFailure[];
  /** Drops pending failures and clears the log. */
  reset(): void;
  /** Every approval request the wallet answered, oldest first. */
  readonly log: readonly DemoWalletLogEntry[];
  /**
   * Whether the wallet reports atomic batching (EIP-5792). Off until a test (or a user in the console) turns it on:
   * the existing browser tests reject and count single transactions, so the one-prompt path is opted into.
   */
  batching: boolean;
};

export type InternalDemoWalletControl = DemoWalletControl & {
  /** Called by the provider for each approval request; throws the pending failure if one matches. */
  answer(method: string): void;
  currentChainId: () => number;
};

export function createDemoWalletControl(address: Address): InternalDemoWalletControl {
  let queue: DemoWalletFailure[] = [];
  const log: DemoWalletLogEntry[] = [];
  const control: InternalDemoWalletControl = {
    address,
    batching: false,
    currentChainId: () => 0,
    chainId: () => control.currentChainId(),
    rejectNext(count = 1, methods) {
      for (let i = 0; i < count; i++) {
        queue.push({
          code: USER_REJECTED_CODE,
          message: 'User rejected the request.',
          ...(methods ? { methods } : {}),
        });
      }
    },
    failNext({ code = -32603, message = 'Internal error', count = 1, methods } = {}) {
      for (let i = 0; i < count; i++) queue.push({ code, message, ...(methods ? { methods } : {}) });
    },
    pending: () => [...queue],
    reset() {
      queue = [];
      log.length = 0;
    },
    log,
    answer(method) {
      const at = queue.findIndex((f) => !f.methods || f.methods.includes(method));
      const failure = at >= 0 ? queue[at] : undefined;
      if (!failure) {
        log.push({ method, outcome: 'approved' });
        return;
      }
      queue.splice(at, 1);
      log.push({ method, outcome: failure.code === USER_REJECTED_CODE ? 'rejected' : 'failed' });
      throw Object.assign(new Error(failure.message), { code: failure.code });
    },
  };
  return control;
}

declare global {
  interface Window {
    /** Devnet profile only: the demo wallet's test control. */
    __finDemoWallet?: DemoWalletControl;
  }
}

/** Exposes the control to browser tests; a no-op outside a browser. */
export function installDemoWalletControl(control: DemoWalletControl): void {
  if (typeof window !== 'undefined') window.__finDemoWallet = control;
}
