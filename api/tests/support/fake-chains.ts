// Chain readers for tests about HTTP behaviour only (validation, envelopes, status codes); chain behaviour
// itself is tested against the real devnet.
import type { Call, CallResult, ChainReader } from '../../src/chains/chain-reader';
import { ChainReadError } from '../../src/chains/chain-reader';

/** Every call answers "reverted": balances read as 0, pools are skipped. */
export class RevertingChainReader implements ChainReader {
  calls = 0;
  async aggregate(_chainId: number, calls: readonly Call[]) {
    this.calls += 1;
    return { results: calls.map((): CallResult => ({ success: false, returnData: '0x' })), blockNumber: 1n };
  }
  async blockNumber() {
    return 1n;
  }
}

/** Every chain is down. */
export class DownChainReader implements ChainReader {
  async aggregate(chainId: number): Promise<never> {
    throw new ChainReadError(chainId, 'RPC_UNAVAILABLE', `chain ${chainId} RPC node is unreachable`);
  }
  async blockNumber(chainId: number): Promise<never> {
    throw new ChainReadError(chainId, 'RPC_UNAVAILABLE', `chain ${chainId} RPC node is unreachable`);
  }
}
