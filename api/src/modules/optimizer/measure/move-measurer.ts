// Asks the chains what a candidate move would really do, without sending anything: every transaction of the move
// is simulated from the user's own address (eth_simulateV1), which gives the gas each one uses and whether it
// would revert, and the destination pool's own contract says what your amount does to its rate (deposit-leg.ts).
// A cross-chain move simulates withdraw + approve + burn on the source (bridge-leg.ts), and on the destination the
// deposit of the minted USDC (the wallet's USDC balance is raised by the minted amount in the simulation only).
// The CCTP terms (fee, maxFee, what arrives) are the one terms function's (shared cctp/domain/terms.ts), as the
// transfer form and the chat quote them.
// `estimate` prices moves without simulating them (gas from the gas table, the rate as listed), for the moves
// beyond an analysis's simulation budget (measure-budget.ts).

import { type BridgeTerms, bridgeTerms, type CircleTerms } from '@fin/shared/cctp/domain/terms';
import { type AttestationAccess, readCircleTerms, readOnchainMinFee } from '@fin/shared/cctp/web3/terms-read';
import { getChain } from '@fin/shared/domain/chains/chains';
import { buildWithdrawPlan, positionWithdrawAmount } from '@fin/shared/domain/deposit/withdraw-plan';
import { fixedPriceUsd } from '@fin/shared/domain/money/prices';
import type { MoveMeasurement } from '@fin/shared/domain/optimizer/economics';
import type { MoveCandidate } from '@fin/shared/domain/optimizer/solve';
import type { Address, PublicClient } from 'viem';
import type { ChainClients } from '../../../chains/chain-clients';
import type { RpcDirectory } from '../../../chains/rpc-directory';
import { simulateSourceLeg } from './bridge-leg';
import { simulateDepositLeg } from './deposit-leg';
import { MINT_GAS, tableGasUnits } from './gas-table';
import { firstLine, fundsOverride, type SimCall, type StateOverride } from './simulation';

export interface MoveMeasurer {
  /** The move simulated on the chains. */
  measure(candidate: MoveCandidate, user: Address): Promise<MoveMeasurement>;
  /** The moves priced without a simulation: gas from the gas table at the chains' gas prices, the rate as listed. */
  estimate(candidates: readonly MoveCandidate[]): Promise<MoveMeasurement[]>;
}

const nativeUsd = (id: number) => fixedPriceUsd(getChain(id)?.nativeCurrency.symbol ?? 'ETH') ?? 0;

/** The simulated withdraw of a move out of a protocol; none for idle money, already in the wallet. */
function withdrawCallsOf(c: MoveCandidate, user: Address): SimCall[] | undefined {
  if (!c.from.withdraw) return [];
  const withdraw = buildWithdrawPlan({
    venue: c.from.withdraw,
    amount: positionWithdrawAmount(c.from.entry, c.wholePosition, c.amountUnits),
    user,
  })[0];
  return withdraw ? [{ from: user, to: withdraw.to, data: withdraw.data }] : undefined;
}

export class ChainMoveMeasurer implements MoveMeasurer {
  constructor(
    private readonly rpc: RpcDirectory,
    private readonly chains: ChainClients,
    private readonly fetchFn: typeof fetch,
    private readonly timeoutMs: number,
  ) {}

  /** Read at each use: the devnet's manifest (and its attestation service) may change while the API runs. */
  get #iris(): AttestationAccess {
    return { baseUrl: this.rpc.attestationUrl(), timeoutMs: this.timeoutMs, fetch: this.fetchFn };
  }

  #client(chainId: number): PublicClient {
    return this.chains.publicClient(chainId, { timeoutMs: this.timeoutMs });
  }

  async measure(c: MoveCandidate, user: Address): Promise<MoveMeasurement> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.#measure(c, user),
        new Promise<MoveMeasurement>((resolve) => {
          timer = setTimeout(
            () => resolve({ ok: false, reason: `the chains did not answer within ${this.timeoutMs} ms` }),
            this.timeoutMs,
          );
        }),
      ]);
    } catch (e) {
      return { ok: false, reason: firstLine(e) };
    } finally {
      clearTimeout(timer);
    }
  }

  async #measure(c: MoveCandidate, user: Address): Promise<MoveMeasurement> {
    const fromChain = c.from.position.chainId;
    const toChain = c.destination.chainId;
    const src = this.#client(fromChain);
    const dst = this.#client(toChain);
    const withdrawCalls = withdrawCallsOf(c, user);
    if (!withdrawCalls) return { ok: false, reason: 'no withdraw transaction' };
    const [srcGasPrice, dstGasPrice] = await Promise.all([src.getGasPrice(), dst.getGasPrice()]);

    let bridge: { terms: BridgeTerms; burnGas: number; withdrawGas: number } | undefined;
    let funds: StateOverride | undefined;
    if (c.crossChain) {
      const [circle, onchainMinFee] = await Promise.all([
        readCircleTerms(this.#iris, fromChain, toChain),
        readOnchainMinFee(src, fromChain, c.amountUnits),
      ]);
      const terms = moveTerms(c, circle, onchainMinFee);
      const source = await simulateSourceLeg(src, c, user, withdrawCalls, terms);
      if (!source.ok) return source;
      bridge = { terms, burnGas: source.burnGas, withdrawGas: source.withdrawGas };
      funds = await fundsOverride(dst, c.deposit.token, user, terms.receive);
    }
    const deposit = await simulateDepositLeg(dst, c, user, {
      lead: bridge ? [] : withdrawCalls,
      amount: bridge ? bridge.terms.receive : c.amountUnits,
      funds,
    });
    if (!deposit.ok) return deposit;
    return {
      ok: true,
      toApyAfter: deposit.toApyAfter,
      rateMeasured: deposit.rateMeasured,
      gasUnits: {
        withdraw: bridge ? bridge.withdrawGas : deposit.leadGas,
        approve: deposit.approveGas,
        deposit: deposit.depositGas,
        burn: bridge?.burnGas ?? 0,
        mint: bridge ? MINT_GAS : 0,
      },
      sourceGasPriceWei: srcGasPrice,
      destinationGasPriceWei: dstGasPrice,
      sourceNativeUsd: nativeUsd(fromChain),
      destinationNativeUsd: nativeUsd(toChain),
      bridgeFeeUsd: bridge ? Number(bridge.terms.fee) / 1e6 : 0,
      bridgeTime: bridge?.terms.estimatedTime ?? null,
    };
  }

  /** Each chain's gas price and each route's fast-transfer terms are asked once for the whole batch. */
  estimate(candidates: readonly MoveCandidate[]): Promise<MoveMeasurement[]> {
    const gasPrice = memo((id) => this.#client(Number(id)).getGasPrice());
    const route = memo((key) => {
      const [from = 0, to = 0] = key.split('>').map(Number);
      return readCircleTerms(this.#iris, from, to);
    });
    return Promise.all(candidates.map((c) => this.#estimate(c, gasPrice, route)));
  }

  async #estimate(
    c: MoveCandidate,
    gasPrice: (chainId: string) => Promise<bigint>,
    route: (key: string) => Promise<CircleTerms>,
  ): Promise<MoveMeasurement> {
    const fromChain = c.from.position.chainId;
    const toChain = c.destination.chainId;
    try {
      const [src, dst] = await Promise.all([gasPrice(`${fromChain}`), gasPrice(`${toChain}`)]);
      const circle = c.crossChain ? await route(`${fromChain}>${toChain}`) : undefined;
      const bridge = circle ? moveTerms(c, circle) : undefined;
      return {
        ok: true,
        toApyAfter: c.destination.apy as number,
        rateMeasured: false,
        gasUnits: tableGasUnits({
          withdraws: !!c.from.withdraw,
          crossChain: c.crossChain,
          depositGasEstimate: c.destination.gasEstimate,
        }),
        sourceGasPriceWei: src,
        destinationGasPriceWei: dst,
        sourceNativeUsd: nativeUsd(fromChain),
        destinationNativeUsd: nativeUsd(toChain),
        bridgeFeeUsd: bridge ? Number(bridge.fee) / 1e6 : 0,
        bridgeTime: bridge?.estimatedTime ?? null,
      };
    } catch (e) {
      return { ok: false, reason: firstLine(e) };
    }
  }
}

/** A cross-chain move burns its whole amount at the fastest speed Circle offers (as the move's run does). */
function moveTerms(c: MoveCandidate, circle: CircleTerms, onchainMinFee?: bigint): BridgeTerms {
  return bridgeTerms({
    sourceChainId: c.from.position.chainId,
    destinationChainId: c.destination.chainId,
    amount: c.amountUnits,
    wanted: 'fast',
    circle,
    ...(onchainMinFee !== undefined ? { onchainMinFee } : {}),
  });
}

/** One promise per key for the life of a batch, so each chain and route is asked once. */
function memo<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let p = cache.get(key);
    if (!p) {
      p = load(key);
      cache.set(key, p);
    }
    return p;
  };
}
