// What the optimizer weighed for a wallet is a reason for that wallet's agent to buy reports. It lives in the
// database: the analysis runs on one API instance, the agent ticks on another and still buys because of it; a
// second wallet's agent never sees the first wallet's analysis. Only the wallet itself, signed in, can give its
// agent that reason: an analysis naming it without its proof, or with another wallet's, stores nothing.
import { SPARE_ACCOUNTS } from '@fin/devnet';
import type { OptimizerResult } from '@fin/shared/schemas/optimizer';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WeighedRepository } from '../../src/modules/optimizer/weighed';
import { sendUsdcOnBase } from '../support/agent-rounds';
import { devnetAppForFile } from '../support/devnet-app';
import { postJson, startTestApp, type TestServer } from '../support/test-app';
import { bearer, signIn } from '../support/wallet-session';

type DevAccount = (typeof SPARE_ACCOUNTS)[number];
const app = devnetAppForFile();
/** A wallet with idle USDC on Base and no position, and one with nothing at all. */
const [HOLDER, OTHER] = SPARE_ACCOUNTS as [DevAccount, DevAccount];
let second: TestServer;

beforeAll(async () => {
  second = await startTestApp(app.db, { FIN_DEVNET_MANIFEST: app.net.manifestPath });
});
afterAll(async () => {
  await second?.close();
});

/** The demo wallet sends USDC on Base (a real transfer) and waits for it. */
const send = (to: Address, amount: string) =>
  sendUsdcOnBase(
    app.net.devnet.manifest.chains.find((c) => c.chainId === 8453)?.rpcUrl as string,
    to,
    amount,
  );

describe('what the optimizer weighed, across API instances', () => {
  it("an analysis on one instance is a reason for the wallet's agent on another; another wallet's agent ignores it", async () => {
    const holderProof = bearer(await signIn(second.url, HOLDER.privateKey));
    const otherProof = bearer(await signIn(second.url, OTHER.privateKey));
    const turnOn = (wallet: DevAccount, proof: Record<string, string>) =>
      postJson(`${second.url}/api/agentkit/initialize`, { walletAddress: wallet.address }, proof);
    const tick = (wallet: DevAccount, proof: Record<string, string>) =>
      postJson(`${second.url}/api/agentkit/auto`, { walletAddress: wallet.address }, proof);
    const on = await turnOn(HOLDER, holderProof);
    expect(on.status).toBe(200);
    expect((await turnOn(OTHER, otherProof)).status).toBe(200);
    await send(HOLDER.address, '5000');
    await send(on.body.address as Address, '0.01');
    const nothing = {
      bought: false,
      message: 'Nothing to buy: this wallet holds no position the agent has reports on',
    };
    // Idle money is no position: before any analysis the agent has no reason to buy.
    expect((await tick(HOLDER, holderProof)).body).toMatchObject(nothing);

    const analyse = (proof: Record<string, string>) =>
      postJson(
        `${app.api.url}/api/agent/optimize`,
        {
          walletAddress: HOLDER.address,
          riskTolerance: 'medium',
          horizonDays: 365,
          filters: { chains: ['Base'], protocolTypes: ['lending'] },
        },
        proof,
      );
    const weighedBy = (analysis: Awaited<ReturnType<typeof analyse>>) =>
      (analysis.body.data as OptimizerResult).recommendations.map((r) => `${r.protocol} on ${r.chain}`);
    const stored = new WeighedRepository(app.db.db);

    // Anyone may analyse the holder's wallet, but without its proof (none, or the other wallet's) what was
    // weighed is not kept: the holder's agent still has no reason to buy. (Each instance here has its own
    // session secret: the analysis' proofs are signed in on the instance that runs it.)
    for (const proof of [{}, bearer(await signIn(app.api.url, OTHER.privateKey))]) {
      const analysis = await analyse(proof);
      expect(analysis.status).toBe(200);
      expect(weighedBy(analysis).length).toBeGreaterThan(0);
      expect(await stored.since(HOLDER.address, new Date(0))).toEqual([]);
      expect((await tick(HOLDER, holderProof)).body).toMatchObject(nothing);
    }

    // The holder's own analysis, signed in, runs on the first instance.
    const analysis = await analyse(bearer(await signIn(app.api.url, HOLDER.privateKey)));
    const weighed = weighedBy(analysis);
    expect(weighed.length).toBeGreaterThan(0);

    // The agent ticks on the second instance and buys because of what the optimizer weighed there.
    const bought = await tick(HOLDER, holderProof);
    expect(bought.body.bought).toBe(true);
    const venue = /^Bought because the optimizer is weighing (.+)$/.exec(String(bought.body.message))?.[1];
    expect(weighed).toContain(venue);

    // The other wallet had no analysis: the first wallet's is no reason for its agent.
    expect((await tick(OTHER, otherProof)).body).toMatchObject(nothing);
  });
});
