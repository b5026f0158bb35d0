/**
 * Gas estimate against gas used for a Moonwell redeem sent right after an accrueInterest, the sequence of
 * devnet/tests/lending.test.ts (mint, a month passes, accrue, redeem everything), on a devnet started here.
 * The redeem is estimated the way wallets and the product's runner do (eth_estimateGas on the latest block, which
 * often has the same timestamp as the accrue: the pool's interest bookkeeping returns early there) and also on
 * the pending block; it is sent with the product's limit (gasLimitFor: estimate + 20% + headroom). Prints, per run
 * set, estimates, gas used, how often the old limit (estimate + 20%) would have been short and the smallest
 * margin the product's limit left. Runs: BENCH_RUNS per set (default 100, about 15 s).
 */
import { DEPLOYER, SPARE_ACCOUNTS } from '@fin/devnet';
import { mTokenAbi, tokenAbi } from '@fin/devnet/abis';
import { startDevnet } from '@fin/devnet/devnet';
import { findFreePortRange } from '@fin/devnet/ports';
import { MOONWELL_MUSDC } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { GAS_MARGIN_PERCENT, gasLimitFor } from '@fin/shared/web3/tx-plan';
import { type Address, createWalletClient, defineChain, encodeFunctionData, http, maxUint256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const BASE = 8453;
const MONTH = 30 * 86_400;
const PRINCIPAL = 10_000_000_000n;

const basePort = await findFreePortRange(7);
const devnet = await startDevnet({ basePort, attestationPort: basePort + 6 });
try {
  const rpcUrl = devnet.chain(BASE).rpcUrl;
  const chain = defineChain({
    id: BASE,
    name: 'Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const client = devnet.publicClient(BASE);
  const wallet = (key: `0x${string}`) =>
    createWalletClient({ account: privateKeyToAccount(key), chain, transport: http(rpcUrl) });
  const user = wallet(SPARE_ACCOUNTS[3]!.privateKey);
  const deployer = wallet(DEPLOYER.privateKey);
  const me = user.account.address;
  const mUsdc = MOONWELL_MUSDC[BASE] as Address;
  const usdc = getTokenAddress('USDC', BASE) as Address;

  /** Estimate + product limit, as the runner sends any write. */
  const send = async (w: typeof user, to: Address, data: `0x${string}`) => {
    const estimate = await client.estimateGas({ account: w.account, to, data });
    const hash = await w.sendTransaction({ to, data, gas: gasLimitFor(estimate) });
    return { estimate, receipt: await client.waitForTransactionReceipt({ hash, pollingInterval: 20 }) };
  };
  await send(
    deployer,
    usdc,
    encodeFunctionData({ abi: tokenAbi, functionName: 'devnetMint', args: [me, PRINCIPAL * BigInt(RUNS)] }),
  );
  await send(
    user,
    usdc,
    encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [mUsdc, maxUint256] }),
  );

  type Rule = 'estimate + 20%' | 'product (gasLimitFor)';
  type Run = {
    late: boolean;
    rule: Rule;
    estimate: bigint;
    pendingEstimate: bigint;
    used: bigint;
    ok: boolean;
  };
  const oldLimit = (e: bigint) => e + (e * GAS_MARGIN_PERCENT + 99n) / 100n;
  const runs: Run[] = [];
  /**
   * One run: mint, a month passes, accrue, estimate the redeem of every mToken, send it. `late`: a chain second
   * passes between the estimate and the send (a slow machine: the flake seen in CI), so the redeem books interest.
   */
  async function run(late: boolean, rule: Rule): Promise<void> {
    await send(user, mUsdc, encodeFunctionData({ abi: mTokenAbi, functionName: 'mint', args: [PRINCIPAL] }));
    await devnet.increaseTime(MONTH, { chainId: BASE });
    const accrue = await send(
      user,
      mUsdc,
      encodeFunctionData({ abi: mTokenAbi, functionName: 'accrueInterest' }),
    );
    const mTokens = await client.readContract({
      address: mUsdc,
      abi: mTokenAbi,
      functionName: 'balanceOf',
      args: [me],
    });
    const data = encodeFunctionData({ abi: mTokenAbi, functionName: 'redeem', args: [mTokens] });
    const [estimate, pendingEstimate] = await Promise.all([
      client.estimateGas({ account: me, to: mUsdc, data }),
      client.estimateGas({ account: me, to: mUsdc, data, blockTag: 'pending' }),
    ]);
    if (late) await devnet.increaseTime(1, { chainId: BASE });
    const gas = rule === 'product (gasLimitFor)' ? gasLimitFor(estimate) : oldLimit(estimate);
    const hash = await user.sendTransaction({ to: mUsdc, data, gas });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    const [accrueBlock, redeemBlock] = await Promise.all([
      client.getBlock({ blockNumber: accrue.receipt.blockNumber }),
      client.getBlock({ blockNumber: receipt.blockNumber }),
    ]);
    runs.push({
      late: redeemBlock.timestamp > accrueBlock.timestamp,
      rule,
      estimate,
      pendingEstimate,
      used: receipt.gasUsed,
      ok: receipt.status === 'success',
    });
  }
  for (let i = 0; i < RUNS; i++) await run(false, 'product (gasLimitFor)');
  for (let i = 0; i < RUNS; i++) await run(true, i % 2 === 0 ? 'estimate + 20%' : 'product (gasLimitFor)');

  // Gas figures fit in a double: Math.min and Math.max read them directly.
  const span = (xs: bigint[]) => `${Math.min(...xs.map(Number))}-${Math.max(...xs.map(Number))}`;
  const report = (label: string, set: Run[]) => {
    if (set.length === 0) return console.log(`${label}: no run`);
    const ok = set.filter((r) => r.ok);
    const margins = ok.map(
      (r) => (r.rule === 'estimate + 20%' ? oldLimit(r.estimate) : gasLimitFor(r.estimate)) - r.used,
    );
    console.log(
      `${label}: ${set.length} runs; estimate (latest block) ${span(set.map((r) => r.estimate))}, ` +
        `estimate (pending block) ${span(set.map((r) => r.pendingEstimate))}, gas used ${span(set.map((r) => r.used))}; ` +
        `${ok.length} succeeded, ${set.length - ok.length} reverted` +
        (margins.length ? `; smallest margin left ${Math.min(...margins.map(Number))} gas` : ''),
    );
  };
  console.log(`Moonwell redeem right after accrueInterest on the devnet's Base, ${RUNS} runs per set`);
  for (const late of [false, true]) {
    for (const rule of ['estimate + 20%', 'product (gasLimitFor)'] as const) {
      const set = runs.filter((r) => r.late === late && r.rule === rule);
      if (set.length)
        report(
          `${late ? 'included a second after the accrue' : 'included in the accrue second'}, limit ${rule}`,
          set,
        );
    }
  }
  // Under the old rule a late redeem runs out of gas; under the product's rule none may.
  if (runs.some((r) => !r.ok && r.rule === 'product (gasLimitFor)')) process.exitCode = 1;
} finally {
  await devnet.stop();
}
