/**
 * Full-portfolio read of the demo wallet per chain (every stablecoin and receipt balance, receipt conversion
 * rates, Morpho positions, native balance): one Multicall3 eth_call against one eth_call per item, sequential
 * and concurrent, on a devnet started here on free ports. Prints medians, request counts and ratios.
 * Iterations: BENCH_RUNS (default 30) per chain and mode, after one warm-up.
 */

import { startDevnet } from '@fin/devnet/devnet';
import { portfolioCalls } from '@fin/devnet/portfolio-calls';
import { findFreePortRange } from '@fin/devnet/ports';
import { MULTICALL3 } from '@fin/shared/domain/chains/contracts';
import { createPublicClient, http, type PublicClient, type Transport } from 'viem';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

function countingClient(rpcUrl: string) {
  const counter = { requests: 0 };
  const transport: Transport = (opts) => {
    const inner = http(rpcUrl)(opts);
    return {
      ...inner,
      request: ((args: never) => {
        counter.requests++;
        return inner.request(args);
      }) as typeof inner.request,
    };
  };
  return { client: createPublicClient({ transport, cacheTime: 0 }) as PublicClient, counter };
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const basePort = await findFreePortRange(7);
const devnet = await startDevnet({ basePort, attestationPort: basePort + 6 });
try {
  const account = devnet.manifest.demoAccount.address;
  console.log(`Full-portfolio read of the demo wallet, median of ${RUNS} runs per chain`);
  console.log(
    'chain       items  multicall (1 req)  per-item sequential  per-item concurrent  seq/multi  conc/multi',
  );
  let multiTotal = 0;
  let seqTotal = 0;
  let concTotal = 0;
  for (const chain of devnet.manifest.chains) {
    const { calls } = portfolioCalls(chain.chainId, account);
    const { client, counter } = countingClient(chain.rpcUrl);
    const multicall = () =>
      client.multicall({ contracts: calls, multicallAddress: MULTICALL3, allowFailure: false, batchSize: 0 });
    const sequential = async () => {
      for (const c of calls) await client.readContract(c as never);
    };
    const concurrent = () => Promise.all(calls.map((c) => client.readContract(c as never)));
    counter.requests = 0;
    await multicall();
    const multiRequests = counter.requests;
    counter.requests = 0;
    await sequential();
    const perItemRequests = counter.requests;
    const m = await median(multicall);
    const s = await median(sequential);
    const c = await median(concurrent);
    multiTotal += m;
    seqTotal += s;
    concTotal += c;
    console.log(
      `${chain.name.padEnd(11)} ${String(calls.length).padStart(5)}  ${m.toFixed(2).padStart(8)} ms (${multiRequests})` +
        `  ${s.toFixed(2).padStart(9)} ms (${perItemRequests})  ${c.toFixed(2).padStart(12)} ms (${perItemRequests})` +
        `  ${(s / m).toFixed(1).padStart(8)}x  ${(c / m).toFixed(1).padStart(9)}x`,
    );
  }
  console.log(
    `all chains (sum of medians): multicall ${multiTotal.toFixed(1)} ms, per-item sequential ${seqTotal.toFixed(1)} ms ` +
      `(${(seqTotal / multiTotal).toFixed(1)}x), per-item concurrent ${concTotal.toFixed(1)} ms (${(concTotal / multiTotal).toFixed(1)}x)`,
  );
} finally {
  await devnet.stop();
}
