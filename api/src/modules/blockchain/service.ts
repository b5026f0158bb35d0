// Token balances for the two balance calls (one token, or every stablecoin of a chain). Both read through Multicall3
// (one request per chain). A token whose balanceOf fails reads as '0', so one bad token never hides the others; a
// chain that cannot be reached is an error the client answers with its own fallback.
import { isBalanceTestnet } from '@fin/shared/domain/chains/chains';
import { tokensOnChain } from '@fin/shared/domain/money/tokens';
import type {
  BalanceResponse,
  StablecoinBalancesResponse,
  TokenBalance,
} from '@fin/shared/schemas/blockchain';
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  zeroAddress,
} from 'viem';
import { ChainReadError, type ChainReader } from '../../chains/chain-reader';
import { UnavailableError } from '../../http/errors';

function balanceOfCall(token: Address, owner: Address) {
  return {
    target: token,
    callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
  };
}

function decodeUint(result: { success: boolean; returnData: `0x${string}` } | undefined): bigint {
  if (!result?.success || result.returnData.length < 66) return 0n;
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result.returnData });
}

function chainUnavailable(err: unknown): never {
  if (err instanceof ChainReadError)
    throw new UnavailableError(err.message, 'CHAIN_UNAVAILABLE', { chainId: err.chainId, reason: err.code });
  throw err;
}

export class BalancesService {
  constructor(private readonly chains: ChainReader) {}

  async tokenBalance(
    owner: Address,
    chainId: number,
    token: Address,
    decimals: number,
  ): Promise<BalanceResponse> {
    let raw = 0n;
    if (owner !== zeroAddress) {
      const { results } = await this.chains
        .aggregate(chainId, [balanceOfCall(token, owner)])
        .catch(chainUnavailable);
      raw = decodeUint(results[0]);
    }
    return {
      success: true,
      balance: formatUnits(raw, decimals),
      rawBalance: raw.toString(),
      decimals,
      chainId,
      tokenAddress: token,
    };
  }

  /** Every stablecoin and receipt token of the registry on that chain, in registry order, zeros included. */
  async stablecoinBalances(owner: Address, chainId: number): Promise<StablecoinBalancesResponse> {
    if (isBalanceTestnet(chainId)) return { success: true, chainId, balances: [] };
    const tokens = tokensOnChain(chainId).filter((t) => t.type !== 'native');
    let raws: bigint[] = tokens.map(() => 0n);
    if (owner !== zeroAddress) {
      const calls = tokens.map((t) => balanceOfCall(t.addresses[chainId] as Address, owner));
      const { results } = await this.chains.aggregate(chainId, calls).catch(chainUnavailable);
      raws = results.map(decodeUint);
    }
    const balances: TokenBalance[] = tokens.map((t, i) => ({
      contractAddress: t.addresses[chainId] as Address,
      symbol: t.symbol,
      name: t.name,
      type: t.type as TokenBalance['type'],
      decimals: t.decimals,
      rawBalance: (raws[i] ?? 0n).toString(),
      balance: formatUnits(raws[i] ?? 0n, t.decimals),
    }));
    return { success: true, chainId, balances };
  }
}
