// Every module's viem clients go through the chains' breaker (chains/chain-clients.ts): a chain that timed out in
// one module is skipped at once by the others, with the breaker's words, until its probe answers; a history scan's
// own timeouts do not take the chain away from everyone else.
import { afterEach, describe, expect, it } from 'vitest';
import { ChainBreaker } from '../src/chains/chain-breaker';
import { ChainClients } from '../src/chains/chain-clients';
import type { ChainReader } from '../src/chains/chain-reader';
import { flakyNode } from './support/silent-node';

const BASE = 8453;

/** The breaker's probe never answers here: once open, the chain stays skipped for the test. */
const neverAnswers: ChainReader = {
  blockNumber: () => new Promise(() => {}),
  aggregate: () => new Promise(() => {}),
};

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function setUp() {
  const node = await flakyNode();
  const breaker = new ChainBreaker(neverAnswers, { cooldownMs: 60_000 });
  closers.push(node.close, () => breaker.close());
  const clients = new ChainClients(
    {
      rpcUrl: (id) => (id === BASE ? node.url : undefined),
      missingReason: () => 'no RPC_URL_<chainId> is set',
    },
    breaker,
  );
  return { node, breaker, clients };
}

describe('ChainClients', () => {
  it("a timeout in one module's client opens the breaker; every other client is refused at once, naming the chain", async () => {
    const { node, breaker, clients } = await setUp();
    const chat = clients.publicClient(BASE, { timeoutMs: 200 });
    await expect(chat.getBlockNumber()).rejects.toThrow(/took too long|timed out/i);
    expect(breaker.openChains()).toEqual([BASE]);
    const reached = node.requests.length;
    const earnings = clients.publicClient(BASE, { timeoutMs: 5_000, retryCount: 1, batchSize: 50 });
    const started = performance.now();
    await expect(earnings.getBlockNumber()).rejects.toThrow(
      /Base is not answering .* skipped by the circuit breaker/,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    // Nothing more reached the node.
    expect(node.requests.length).toBe(reached);
  });

  it("a history scan's timeout leaves the chain to everyone else", async () => {
    const { breaker, clients } = await setUp();
    const scan = clients.publicClient(BASE, {
      timeoutMs: 200,
      opensBreaker: false,
      beforeRequest: async () => {},
    });
    await expect(scan.getBlockNumber()).rejects.toThrow(/took too long|timed out/i);
    expect(breaker.openChains()).toEqual([]);
  });

  it('a chain with no RPC says which and why, before any request', async () => {
    const { clients } = await setUp();
    expect(() => clients.publicClient(1, { timeoutMs: 200 })).toThrow(
      'Ethereum: no RPC_URL_<chainId> is set',
    );
  });

  it('one client per chain and options: the same one is handed out again', async () => {
    const { clients } = await setUp();
    expect(clients.publicClient(BASE, { timeoutMs: 200 })).toBe(
      clients.publicClient(BASE, { timeoutMs: 200 }),
    );
    expect(clients.publicClient(BASE, { timeoutMs: 200 })).not.toBe(
      clients.publicClient(BASE, { timeoutMs: 300 }),
    );
  });
});
