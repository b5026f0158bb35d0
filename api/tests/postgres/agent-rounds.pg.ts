// The server's agent on a cluster: API instances sharing one PostgreSQL (each with its own connections and its own
// job-queue workers) on a running devnet. Two instances handed the same wallet's round at once: one runs it, the
// other finds it held, and nothing is bought twice. An instance killed in the middle of a round (its payment
// signed and being settled on Base): another instance takes the wallet's rounds over, the interrupted payment is
// settled by the cluster's settlement job, and the ledger and the chain agree to the unit.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { createLogger } from '../../src/logger';
import { RESERVATION_TIMEOUT_MS } from '../../src/modules/agentkit/service';
import { startJobQueue } from '../../src/modules/autopilot/job-queue';
import {
  purchasesOf,
  roundOf,
  sendUsdcOnBase,
  turnAgentOn,
  usdcOnBase,
  waitFor,
} from '../support/agent-rounds';
import { startTestDevnet, type TestDevnet } from '../support/devnet';
import { type RpcProxy, startRpcProxy } from '../support/rpc-proxy';
import { getJson, startTestApp, type TestServer } from '../support/test-app';
import { bearer, KEY_0, KEY_1, signIn } from '../support/wallet-session';

const url = process.env.TEST_DATABASE_URL as string;
const A = privateKeyToAccount(KEY_0).address;
const B = privateKeyToAccount(KEY_1).address;
const ROUNDS = { AGENT_ROUND_SECONDS: '1', AGENT_ROUND_LEASE_SECONDS: '3', AGENT_KEEPER_SECONDS: '1' };

let net: TestDevnet;
let dbs: Database[] = [];
let one: TestServer;
let two: TestServer;
let rpcUrl: string;
let proxy: RpcProxy;
let child: ChildProcess | undefined;

const wipe = async (db: Database) => {
  for (const table of [
    'agent_purchases',
    'agent_log',
    'agent_daily_budgets',
    'agent_rounds',
    'agent_accounts',
  ])
    await db.db.execute(sql.raw(`delete from ${table} where wallet in ('${A}', '${B}')`));
  await db.db.execute(sql`drop schema if exists pgboss cascade`);
};

beforeAll(async () => {
  net = await startTestDevnet();
  dbs = [await openDatabase({ kind: 'postgres', url }), await openDatabase({ kind: 'postgres', url })];
  await wipe(dbs[0]!);
  const env = { FIN_DEVNET_MANIFEST: net.manifestPath, ...ROUNDS };
  [one, two] = await Promise.all([startTestApp(dbs[0]!, env), startTestApp(dbs[1]!, env)]);
  rpcUrl = net.devnet.manifest.chains.find((c) => c.chainId === 8453)!.rpcUrl;
});
afterAll(async () => {
  child?.kill('SIGKILL');
  for (const s of [one, two]) await s?.deps.autopilot.rounds.stop();
  for (const s of [one, two]) await s?.close();
  await proxy?.close();
  for (const db of dbs) await db.close();
  await net?.stop();
});

/** Paid purchases are each a different report (a protocol's risk score, or the analysis), and the chain agrees. */
async function expectLedgerMatchesChain(server: TestServer, wallet: Address, agent: Address, funded: bigint) {
  const purchases = await purchasesOf(dbs[0]!.db, wallet);
  expect(purchases.filter((p) => p.status === 'reserved' || p.status === 'pending')).toEqual([]);
  const paid = purchases.filter((p) => p.status === 'paid');
  const reports = paid.map((p) => (p.service === 'analytics' ? 'analytics' : p.protocol));
  expect(new Set(reports).size).toBe(reports.length);
  const spent = paid.reduce((n, p) => n + p.costUnits, 0);
  expect(await usdcOnBase(rpcUrl, agent)).toBe(funded - BigInt(spent));
  const proof = bearer(await signIn(server.url, wallet === A ? KEY_0 : KEY_1));
  const budget = await getJson(`${server.url}/api/agentkit/budget?walletAddress=${wallet}`, {
    headers: proof,
  });
  expect(budget.body.budget).toMatchObject({ spentUnits: spent });
  return paid;
}

describe('the server’s agent on two instances sharing PostgreSQL', () => {
  it('a wallet’s round handed to both at once runs on one; nothing is bought twice', async () => {
    const agent = await turnAgentOn(one.url, A, bearer(await signIn(one.url, KEY_0)));
    await sendUsdcOnBase(rpcUrl, agent, '0.01');
    for (let i = 0; i < 5; i += 1) {
      const outcomes = await Promise.all([
        one.deps.autopilot.rounds.round(A),
        two.deps.autopilot.rounds.round(A),
      ]);
      expect(outcomes.sort()).toEqual(['held elsewhere', 'ran']);
    }
    const paid = await expectLedgerMatchesChain(one, A, agent, 10_000n);
    expect(paid.length).toBeGreaterThanOrEqual(3);
  });

  it('an instance killed mid-round loses nothing: another takes over, the payment in flight is decided once', async () => {
    // A's agent paused: every payment from here on is B's.
    const proofA = bearer(await signIn(one.url, KEY_0));
    await one.deps.autopilot.agent.setSwitches(A, { paused: true });
    expect(
      (await getJson(`${one.url}/api/autopilot/agent?walletAddress=${A}`, { headers: proofA })).body,
    ).toMatchObject({ paused: true });
    const agent = await turnAgentOn(two.url, B, bearer(await signIn(two.url, KEY_1)));
    await sendUsdcOnBase(rpcUrl, agent, '0.01');
    // The doomed instance reaches Base through a proxy that holds each sent transaction 15 s: its first payment
    // is signed and on its way to the chain when the instance dies.
    let settling = false;
    proxy = await startRpcProxy(rpcUrl, (method) => {
      if (method !== 'eth_sendRawTransaction' && method !== 'eth_sendTransaction') return 0;
      settling = true;
      return 15_000;
    });
    child = startInstance({
      DATABASE_URL: url,
      FIN_DEVNET_MANIFEST: net.manifestPath,
      ...Object.fromEntries(
        net.devnet.manifest.chains.map((c) => [
          `RPC_URL_${c.chainId}`,
          c.chainId === 8453 ? proxy.url : c.rpcUrl,
        ]),
      ),
      ...ROUNDS,
    });
    await waitFor('a payment of B’s agent on its way to Base', async () => settling, 120_000);
    child.kill('SIGKILL');
    const killedAt = Date.now();
    const inFlight = (await purchasesOf(dbs[0]!.db, B)).filter((p) => p.status === 'reserved');
    expect(inFlight).toHaveLength(1);
    expect(inFlight[0]?.nonce).toBeTruthy();

    // The survivors work the queue: B's rounds go on after the dead instance's lease has run out.
    const logger = createLogger('silent');
    await one.deps.autopilot.rounds.start(await startJobQueue(dbs[0]!.jobsSql, logger));
    await two.deps.autopilot.rounds.start(await startJobQueue(dbs[1]!.jobsSql, logger));
    await waitFor('B’s rounds going on after the kill', async () => {
      const r = await roundOf(dbs[0]!.db, B);
      return (r?.lastRoundAt?.getTime() ?? 0) > killedAt && r?.lastRoundNote?.startsWith('Nothing to buy');
    });
    // The cluster's settlement job, run once the reservation is past its timeout and the signed payment past its
    // validity, reads it on chain: used → paid; never used (the dead instance's settlement lost its place in the
    // facilitator's nonces to the survivors' settlements) → its cost back in the budget. Either way it is decided.
    const later = await startTestApp(
      dbs[0]!,
      { FIN_DEVNET_MANIFEST: net.manifestPath },
      { now: () => new Date(Date.now() + RESERVATION_TIMEOUT_MS + 10 * 60_000) },
    );
    try {
      await waitFor('the interrupted payment decided', async () => {
        await later.deps.agentWallet.settleOutstanding();
        const [p] = (await purchasesOf(dbs[0]!.db, B)).filter((x) => x.id === inFlight[0]?.id);
        return p?.status === 'paid' || p?.status === 'refused';
      });
    } finally {
      await later.close();
    }
    await expectLedgerMatchesChain(two, B, agent, 10_000n);
  }, 300_000); // a process of its own to start, kill and outlive
});

/** The API as its own process on the shared database, its rounds running (a real instance, killed for real). */
function startInstance(env: Record<string, string>): ChildProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: { PATH: process.env.PATH ?? '', PROFILE: 'devnet', PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
  return proc;
}
