// Asks the chains what a candidate move would really do, without sending anything: every transaction of the move
// is simulated from the user's own address (eth_simulateV1), which gives the gas each one uses and whether it
// would revert, and the destination pool's growth measure is read one day later in simulated time, once after a
// probe deposit and once after yours, so the pool's own contract says what your amount does to its rate. A
// cross-chain move simulates withdraw + approve + burn on the source, and on the destination the deposit of the
// minted USDC (the wallet's USDC balance is raised by the minted amount in the simulation only). The CCTP fee comes
// from Circle's fee schedule (Iris), as the transfer form quotes it.

import { attestationClient } from '@fin/shared/domain/cctp/attestation-client';
import { burnMaxFee, quoteTransfer } from '@fin/shared/domain/cctp/fees';
import { getChain } from '@fin/shared/domain/chains/chains';
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit/abis';
import { growthRead, growthToApy, PROBE_PERIOD_SECONDS } from '@fin/shared/domain/deposit/impact';
import { buildDepositPlan } from '@fin/shared/domain/deposit/plan';
import { buildWithdrawPlan, positionWithdrawAmount } from '@fin/shared/domain/deposit/withdraw-plan';
import { fixedPriceUsd } from '@fin/shared/domain/money/prices';
import type { MoveMeasurement } from '@fin/shared/domain/optimizer/economics';
import type { MoveCandidate } from '@fin/shared/domain/optimizer/solve';
import {
  type Address,
  createPublicClient,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  pad,
  parseAbi,
  toHex,
} from 'viem';
import type { RpcDirectory } from '../../chains/rpc-directory';

/** Fixed gas limit the mint (receiveMessage) is sent with: it cannot be simulated before the attestation. */
const MINT_GAS = 300_000;

const TOKEN_MESSENGER_ABI = parseAbi([
  'function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold)',
]);

export interface MoveMeasurer {
  measure(candidate: MoveCandidate, user: Address): Promise<MoveMeasurement>;
}

type SimCall = { from?: Address; to: Address; data: Hex; gas?: bigint };
type SimBlock = { calls: { status: string; data: Hex; gasUsed: bigint; error?: { message?: string } }[] };
type StateOverride = { address: Address; stateDiff: { slot: Hex; value: Hex }[] }[];

const firstLine = (e: unknown) =>
  `${(e as Error)?.message ?? e}`.split('\n')[0]?.slice(0, 160) ?? 'unknown error';

/** The revert reason of a simulated call ("BadAsset"), not viem's multi-line report. */
function revertReason(error: { message?: string } | undefined): string {
  const text = error?.message ?? '';
  const reason =
    /following reason:\s*\n?\s*([^\n]+)/.exec(text)?.[1] ?? /reverted:?\s*([^\n]+)/.exec(text)?.[1];
  return (reason ?? text.split('\n')[0] ?? '').trim().slice(0, 120);
}

export class ChainMoveMeasurer implements MoveMeasurer {
  readonly #clients = new Map<string, PublicClient>();

  constructor(
    private readonly rpc: RpcDirectory,
    private readonly fetchFn: typeof fetch,
    private readonly timeoutMs: number,
  ) {}

  #client(chainId: number): PublicClient {
    const url = this.rpc.rpcUrl(chainId);
    if (!url) throw new Error(`${getChain(chainId)?.name ?? chainId} has no RPC URL`);
    let c = this.#clients.get(url);
    if (!c) {
      c = createPublicClient({
        transport: http(url, { timeout: this.timeoutMs, retryCount: 0 }),
        cacheTime: 0,
      });
      this.#clients.set(url, c);
    }
    return c;
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
    // Idle money is already in the wallet: nothing to withdraw, the move starts at the bridge or the deposit.
    const withdraw = c.from.withdraw
      ? buildWithdrawPlan({
          venue: c.from.withdraw,
          amount: positionWithdrawAmount(c.from.entry, c.wholePosition, c.amountUnits),
          user,
        })[0]
      : undefined;
    if (c.from.withdraw && !withdraw) return { ok: false, reason: 'no withdraw transaction' };
    const withdrawCalls: SimCall[] = withdraw ? [{ from: user, to: withdraw.to, data: withdraw.data }] : [];
    const [srcGasPrice, dstGasPrice] = await Promise.all([src.getGasPrice(), dst.getGasPrice()]);
    const nativeUsd = (id: number) => fixedPriceUsd(getChain(id)?.nativeCurrency.symbol ?? 'ETH') ?? 0;

    let depositAmount = c.amountUnits;
    let bridgeFeeUsd = 0;
    let bridgeTime: string | null = null;
    let burnGas = 0;
    let withdrawGas = 0;
    let funds: StateOverride | undefined;
    const sourceCalls: SimCall[] = [...withdrawCalls];
    if (c.crossChain) {
      const fee = await this.#bridgeFee(fromChain, toChain, c.amountUnits);
      bridgeFeeUsd = Number(fee.fee) / 1e6;
      bridgeTime = fee.time;
      depositAmount = c.amountUnits - fee.fee;
      const usdc = c.from.token;
      const domain = getChain(toChain)?.cctpDomain;
      if (domain === undefined) return { ok: false, reason: `${c.destination.chain} has no CCTP domain` };
      sourceCalls.push(
        {
          from: user,
          to: usdc,
          data: encodeFunctionData({
            abi: ERC20_DEPOSIT_ABI,
            functionName: 'approve',
            args: [CCTP_V2.tokenMessenger, c.amountUnits],
          }),
        },
        {
          from: user,
          to: CCTP_V2.tokenMessenger,
          data: encodeFunctionData({
            abi: TOKEN_MESSENGER_ABI,
            functionName: 'depositForBurn',
            args: [
              c.amountUnits,
              domain,
              pad(user, { size: 32 }),
              usdc,
              pad('0x00', { size: 32 }),
              fee.maxFee,
              fee.threshold,
            ],
          }),
        },
      );
      const [block] = await this.#simulate(src, [{ calls: sourceCalls }]);
      const failed = block?.calls.find((x) => x.status !== 'success');
      if (!block || failed)
        return {
          ok: false,
          reason: `the withdraw and burn would revert (${revertReason(failed?.error) || 'no reason given'})`,
        };
      const w = withdrawCalls.length;
      withdrawGas = w ? Number(block.calls[0]?.gasUsed ?? 0n) : 0;
      burnGas = Number((block.calls[w]?.gasUsed ?? 0n) + (block.calls[w + 1]?.gasUsed ?? 0n));
      funds = await this.#fundsOverride(dst, c.deposit.token, user, depositAmount);
    }

    const allowance = await dst.readContract({
      address: c.deposit.token,
      abi: ERC20_DEPOSIT_ABI,
      functionName: 'allowance',
      args: [user, c.deposit.pool],
    });
    const plan = (amount: bigint) =>
      buildDepositPlan({
        method: c.deposit.method,
        protocol: c.destination.protocol,
        asset: c.destination.asset,
        pool: c.deposit.pool,
        token: c.deposit.token,
        amount,
        user,
        allowance,
      }).map((tx) => ({ from: user, to: tx.to, data: tx.data, kind: tx.kind }));
    const lead = c.crossChain ? [] : withdrawCalls;
    const depositTxs = plan(depositAmount);
    const probe = 10n ** BigInt(Math.max(0, c.deposit.decimals - 2));
    const probeTxs = plan(probe < depositAmount ? probe : depositAmount);
    const read = growthRead(c.deposit.method, c.deposit.pool, c.deposit.token);
    const readCall: SimCall[] = read
      ? [
          {
            to: read.to,
            data: encodeFunctionData({
              abi: read.abi,
              functionName: read.functionName,
              args: read.args,
            } as never),
          },
        ]
      : [];
    const t0 = (await dst.getBlock()).timestamp + 1n;
    const t1 = t0 + BigInt(PROBE_PERIOD_SECONDS);
    const run = (txs: SimCall[]) =>
      this.#simulate(dst, [
        { time: t0, calls: [...lead, ...txs, ...readCall], ...(funds ? { stateOverrides: funds } : {}) },
        { time: t1, calls: readCall },
      ]);
    const [after, now] = await Promise.all([
      run(depositTxs),
      read ? run(probeTxs) : Promise.resolve(undefined),
    ]);
    const sent = after[0]?.calls.slice(0, lead.length + depositTxs.length) ?? [];
    const failed = sent.find((x) => x.status !== 'success');
    if (failed || sent.length === 0) {
      return {
        ok: false,
        reason: `the move would revert (${revertReason(failed?.error) || 'no reason given'})`,
      };
    }
    if (!c.crossChain && lead.length) withdrawGas = Number(sent[0]?.gasUsed ?? 0n);
    const depositSent = sent.slice(lead.length);
    const gasOf = (kind: string) =>
      depositTxs.reduce((s, tx, i) => (tx.kind === kind ? s + Number(depositSent[i]?.gasUsed ?? 0n) : s), 0);

    const listed = c.destination.apy as number;
    let toApyAfter = listed;
    let rateMeasured = false;
    if (read && now) {
      const decode = (data: Hex) =>
        decodeFunctionResult({
          abi: read.abi,
          functionName: read.functionName,
          data,
        } as never) as unknown as bigint;
      const apyOf = (blocks: SimBlock[]) => {
        const a = blocks[0]?.calls.at(-1);
        const b = blocks[1]?.calls[0];
        if (a?.status !== 'success' || b?.status !== 'success') return null;
        return growthToApy(decode(a.data), decode(b.data));
      };
      const apyNow = apyOf(now);
      const apyAfter = apyOf(after);
      if (apyNow !== null && apyAfter !== null) {
        // The listed APY less what your amount takes off it: the same yardstick as the position's own APY.
        toApyAfter = listed - Math.max(0, apyNow - apyAfter);
        rateMeasured = true;
      }
    }
    return {
      ok: true,
      toApyAfter,
      rateMeasured,
      gasUnits: {
        withdraw: withdrawGas,
        approve: gasOf('approve'),
        deposit: gasOf('deposit'),
        burn: burnGas,
        mint: c.crossChain ? MINT_GAS : 0,
      },
      sourceGasPriceWei: srcGasPrice,
      destinationGasPriceWei: dstGasPrice,
      sourceNativeUsd: nativeUsd(fromChain),
      destinationNativeUsd: nativeUsd(toChain),
      bridgeFeeUsd,
      bridgeTime,
    };
  }

  #simulate(
    client: PublicClient,
    blocks: { time?: bigint; calls: SimCall[]; stateOverrides?: StateOverride }[],
  ): Promise<SimBlock[]> {
    return client.simulateBlocks({
      blocks: blocks.map((b) => ({
        ...(b.time ? { blockOverrides: { time: b.time } } : {}),
        ...(b.stateOverrides ? { stateOverrides: b.stateOverrides } : {}),
        calls: b.calls.map((x) => ({ ...(x.from ? { account: x.from } : {}), to: x.to, data: x.data })),
      })),
    } as never) as unknown as Promise<SimBlock[]>;
  }

  /** The CCTP fee of a fast transfer when Circle offers one on this route and amount, else standard (0). */
  async #bridgeFee(fromChain: number, toChain: number, amount: bigint) {
    const base = this.rpc.attestationUrl();
    const { schedule, allowanceUsdc } = base
      ? await attestationClient({ baseUrl: base, timeoutMs: this.timeoutMs, fetch: this.fetchFn }).fastTerms(
          fromChain,
          toChain,
        )
      : { schedule: null, allowanceUsdc: null };
    const quote = quoteTransfer({
      amount,
      sourceChainId: fromChain,
      destinationChainId: toChain,
      schedule,
      allowanceUsdc,
      wanted: 'fast',
    });
    const fast = quote.mode.type === 'fast';
    return {
      fee: quote.fee,
      maxFee: burnMaxFee({ amount, quotedFee: quote.fee, fast, onchainMinFee: 0n }),
      threshold: quote.mode.minFinalityThreshold,
      time: quote.mode.estimatedTime,
    };
  }

  /**
   * A state override giving `user` `amount` more of `token`, for simulating a deposit of USDC that a CCTP mint
   * will deliver. The balance's storage slot is found by asking the node which slots balanceOf reads
   * (eth_createAccessList) and checking which one moves the balance: no token layout is assumed.
   */
  async #fundsOverride(
    client: PublicClient,
    token: Address,
    user: Address,
    amount: bigint,
  ): Promise<StateOverride> {
    const data = encodeFunctionData({ abi: ERC20_DEPOSIT_ABI, functionName: 'balanceOf', args: [user] });
    const current = await client.readContract({
      address: token,
      abi: ERC20_DEPOSIT_ABI,
      functionName: 'balanceOf',
      args: [user],
    });
    const { accessList } = await client.createAccessList({ account: user, to: token, data });
    const slots = accessList
      .filter((e) => e.address.toLowerCase() === token.toLowerCase())
      .flatMap((e) => e.storageKeys);
    const target = current + amount;
    const value = pad(toHex(target), { size: 32 });
    for (const slot of slots) {
      const override: StateOverride = [{ address: token, stateDiff: [{ slot, value }] }];
      const probe = await client
        .call({ to: token, data, stateOverride: override })
        .then((r) => (r.data ? BigInt(r.data) : -1n))
        .catch(() => -1n);
      if (probe === target) return override;
    }
    throw new Error(
      `could not simulate the minted ${amount} units on the destination (balance slot not found)`,
    );
  }
}
