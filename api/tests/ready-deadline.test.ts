// /api/ready gives a chain the same deadline the reads give it: a node that takes 2.5 s (slow, but within the 8 s
// read deadline) is reported as up, where the old 2 s readiness deadline called it down.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ChainBreaker } from '../src/chains/chain-breaker';
import { RpcChainReader } from '../src/chains/chain-reader';
import { RpcDirectory } from '../src/chains/rpc-directory';
import { HealthService } from '../src/modules/health/service';
import { openTestDatabase } from './support/test-app';

describe('/api/ready deadline', () => {
  it('a slow chain within the read deadline is ready; the check uses RPC_TIMEOUT_MS', async () => {
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const { id } = JSON.parse(Buffer.concat(chunks).toString()) as { id: number };
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x7' }));
      }, 2500);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const overrides = Object.fromEntries([1, 8453, 42161, 43114, 10, 137].map((id) => [id, url]));
    const rpc = new RpcDirectory({ profile: 'mainnet', manifestPath: '/nonexistent', overrides });
    const database = await openTestDatabase();
    try {
      const health = new HealthService({
        profile: 'mainnet',
        database,
        chains: new ChainBreaker(new RpcChainReader(rpc, 8000), { cooldownMs: 30_000 }),
        rpc,
        sourceChecks: [],
        checkTimeoutMs: 8000,
      });
      const report = await health.ready();
      expect(report.chains.map((c) => c.ok)).toEqual([true, true, true, true, true, true]);
      expect(report.chains[0]).toMatchObject({ blockNumber: '7' });
    } finally {
      server.closeAllConnections();
      server.close();
      await database.close();
    }
  });
});
