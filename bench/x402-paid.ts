/**
 * x402 v2 on the devnet, as the agent pays for a report:
 *  1. end to end — POST /api/x402/risk-score unpaid → 402 → the buyer signs an EIP-3009 authorization → paid retry →
 *     the API claims the nonce, verifies, computes the report, settles transferWithAuthorization on the devnet's
 *     Base USDC → 200 with PAYMENT-RESPONSE. The API runs in its own process; BENCH_RUNS (default 30) sequential
 *     purchases by the seeded agent wallet; median and p95.
 *  2. verify only — the devnet facilitator's verify (authorizationState read, signature, balance, simulation) on
 *     distinct signed payments, BENCH_CONNECTIONS (default 4) at a time for BENCH_SECONDS (default 5): verifies/s.
 */
import { REPORT_PRICE_UNITS } from '@fin/shared/domain/agent/budget';
import { X402_ASSET, X402_HEADERS, X402_NETWORK } from '@fin/shared/domain/agent/x402';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader } from '@x402/core/http';
import type { PaymentRequirements } from '@x402/core/types';
import { toClientEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { createPublicClient, erc20Abi, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ChainClients } from '../api/src/chains/chain-clients';
import { LocalFacilitator } from '../api/src/modules/x402/facilitator';
import { startBenchStack } from './api-server.lib';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (v: number) => `${v.toFixed(1)} ms`;

const stack = await startBenchStack();
try {
  const m = stack.devnet.manifest;
  const rpcUrl = m.chains.find((c) => c.chainId === 8453)!.rpcUrl;
  const base = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
  const agent = privateKeyToAccount(m.agentAccount!.privateKey);
  const client = new x402Client()
    .register(X402_NETWORK, new ExactEvmScheme(toClientEvmSigner(agent, base as never)))
    .setSpendControls({ allowedAssets: true, maxAmountPerPayment: false });
  const pay = wrapFetchWithPayment(fetch, client);
  const url = `${stack.apiUrl}/api/x402/risk-score`;
  const body = JSON.stringify({ protocol: 'aave', chain: 'base' });
  const treasury = m.x402!.treasury;
  const balance = () =>
    base.readContract({ address: X402_ASSET, abi: erc20Abi, functionName: 'balanceOf', args: [treasury] });

  // Warm-up: the first request fills the yields cache and compiles the route.
  await pay(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const before = await balance();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await pay(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await res.arrayBuffer();
    if (res.status !== 200 || !res.headers.get(X402_HEADERS.response))
      throw new Error(`paid request ${i}: ${res.status}`);
    times.push(performance.now() - t);
  }
  const moved = (await balance()) - before;
  if (moved !== BigInt(RUNS * REPORT_PRICE_UNITS['risk-score']))
    throw new Error(`treasury moved ${moved}, expected ${RUNS} payments`);
  times.sort((a, b) => a - b);
  console.log(
    `paid risk score end to end (402 → sign → verify → settle → 200), ${RUNS} sequential: median ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, min ${ms(times[0]!)}, max ${ms(times.at(-1)!)}; treasury +${moved} base units on chain`,
  );

  // Verify only, against the same facilitator code the API runs on the devnet.
  const unpaid = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const required = decodePaymentRequiredHeader(unpaid.headers.get(X402_HEADERS.required) as string);
  const requirements = required.accepts[0] as PaymentRequirements;
  const facilitator = new LocalFacilitator(
    new ChainClients({ rpcUrl: () => rpcUrl, missingReason: () => 'the devnet is not running' }).walletClient(
      8453,
      privateKeyToAccount(m.x402!.facilitator.privateKey as Hex),
      { timeoutMs: 15_000, retryCount: 1 },
    ),
  );
  const payloads = await Promise.all(Array.from({ length: 64 }, () => client.createPaymentPayload(required)));
  let verified = 0;
  let invalid = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      for (let i = w; performance.now() < deadline; i += CONNECTIONS) {
        const r = await facilitator.verify(payloads[i % payloads.length]!, requirements);
        if (r.isValid) verified++;
        else invalid++;
      }
    }),
  );
  if (invalid > 0) throw new Error(`${invalid} verifications failed`);
  console.log(
    `verify only (devnet facilitator, ${CONNECTIONS} concurrent, ${SECONDS} s): ${(verified / SECONDS).toFixed(0)} verifies/s (${verified} valid)`,
  );
} finally {
  await stack.stop();
}
