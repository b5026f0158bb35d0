// Devnet lifecycle: the seed is deterministic (a second devnet holds exactly the stored state of the shared
// one), chains stop and restart with the same state, the clock moves time, and neither startDevnet nor the
// CLI leaves a process behind.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MORPHO_BLUE,
  MULTICALL3,
  morphoMarketId,
  morphoMarketsOn,
} from '@fin/shared/domain/chains/contracts';
import { isReceipt, tokensOnChain } from '@fin/shared/domain/money/tokens';
import type { Abi, Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { aTokenAbi, cometAbi, morphoAbi, tokenAbi } from '../src/abis';
import { BORROWER, DEMO_ACCOUNT, LIQUIDITY_PROVIDER } from '../src/accounts';
import { connectDevnet, type DevnetClient } from '../src/client';
import { startDevnetOnFreePorts } from '../src/devnet';
import { readManifest } from '../src/manifest';
import { findFreePortRange, isPortFree } from '../src/ports';
import { devnet, sleep } from './helpers';

/**
 * Stored state of a chain that does not depend on when it started: balances, scaled aToken balances, Comet
 * principals, Morpho markets (without their lastUpdate timestamp) and positions.
 */
async function storedState(client: DevnetClient, chainId: number) {
  const accounts = [DEMO_ACCOUNT.address, LIQUIDITY_PROVIDER.address, BORROWER.address];
  const calls: { address: Address; abi: Abi; functionName: string; args: readonly unknown[] }[] = [];
  for (const asset of tokensOnChain(chainId)) {
    const address = asset.addresses[chainId]!;
    for (const account of accounts) {
      // Every Aave-style receipt (Aave V3, SparkLend, Radiant) by its scaled balance: its balanceOf grows with
      // the seconds since the last block, which two devnets need not share.
      if (isReceipt(asset) && asset.conversion === 'rebasing' && asset.protocol !== 'Compound V3') {
        calls.push({ address, abi: aTokenAbi, functionName: 'scaledBalanceOf', args: [account] } as const);
      } else if (isReceipt(asset) && asset.protocol === 'Compound V3') {
        calls.push({ address, abi: cometAbi, functionName: 'principalOf', args: [account] } as const);
      } else calls.push({ address, abi: tokenAbi, functionName: 'balanceOf', args: [account] } as const);
    }
  }
  const morpho = MORPHO_BLUE[chainId];
  for (const m of morpho ? morphoMarketsOn(chainId) : []) {
    const id = morphoMarketId(m.params);
    calls.push({ address: morpho!, abi: morphoAbi, functionName: 'market', args: [id] } as const);
    for (const account of accounts) {
      calls.push({
        address: morpho!,
        abi: morphoAbi,
        functionName: 'position',
        args: [id, account],
      } as const);
    }
  }
  const results = await client.publicClient(chainId).multicall({
    contracts: calls as never,
    allowFailure: false,
    batchSize: 0,
    multicallAddress: MULTICALL3,
  });
  return (results as unknown[]).map((r, i) =>
    calls[i]!.functionName === 'market' ? (r as readonly bigint[]).toSpliced(4, 1) : r,
  );
}

async function portsFree(ports: number[]) {
  return (await Promise.all(ports.map((p) => isPortFree(p)))).every(Boolean);
}

describe('a second devnet', () => {
  it('is seeded identically, restarts chains deterministically, runs its clock and stops cleanly', async () => {
    const second = await startDevnetOnFreePorts({ clock: { intervalMs: 250, speed: 40 } });
    const ports = [
      ...second.manifest.chains.map((c) => Number(new URL(c.rpcUrl).port)),
      Number(new URL(second.manifest.attestationUrl).port),
    ];
    try {
      for (const { chainId } of devnet.manifest.chains) {
        expect(await storedState(second, chainId)).toEqual(await storedState(devnet, chainId));
      }

      const optimism = second.publicClient(10);
      const before = await storedState(second, 10);
      await second.stopChain(10);
      await expect(optimism.getBlockNumber()).rejects.toThrow();
      await second.restartChain(10);
      expect(await storedState(second, 10)).toEqual(before);

      // The clock mines on its own: wait (polling, up to 10 s) for two of its ticks, not for a guessed second.
      const mainnet = second.publicClient(1);
      const block1 = await mainnet.getBlock();
      let block2 = block1;
      for (const end = Date.now() + 10_000; block2.number < block1.number + 2n && Date.now() < end; ) {
        await sleep(100);
        block2 = await mainnet.getBlock();
      }
      expect(block2.number).toBeGreaterThanOrEqual(block1.number + 2n);
      // 40 chain seconds per second: two 250 ms ticks move the chain's time by 20 s, not half a second.
      expect(Number(block2.timestamp - block1.timestamp)).toBeGreaterThan(10);
    } finally {
      await second.stop();
    }
    expect(await portsFree(ports)).toBe(true);
  });
});

async function startCli() {
  const basePort = await findFreePortRange(7);
  const ports = Array.from({ length: 7 }, (_, i) => basePort + i);
  const manifestPath = join(mkdtempSync(join(tmpdir(), 'fin-devnet-')), 'manifest.json');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      FIN_DEVNET_BASE_PORT: String(basePort),
      FIN_DEVNET_ATTESTATION_PORT: String(basePort + 6),
      FIN_DEVNET_MANIFEST: manifestPath,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('ready in')) resolve();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    void exited.then(() => reject(new Error(`CLI exited early:\n${output}`)));
  });
  return { child, exited, ports, manifestPath };
}

describe('the CLI', () => {
  it('writes the manifest, serves it to connectDevnet and stops every process on SIGTERM', async () => {
    const cli = await startCli();
    const manifest = readManifest(cli.manifestPath);
    expect(manifest.chains.map((c) => c.rpcUrl)).toEqual(
      cli.ports.slice(0, 6).map((p) => `http://127.0.0.1:${p}`),
    );
    const connected = await connectDevnet(cli.manifestPath);
    expect(await connected.publicClient(42161).getChainId()).toBe(42161);

    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe('code 0');
    expect(await portsFree(cli.ports)).toBe(true);
  });

  it('leaves no anvil behind even when killed with SIGKILL', async () => {
    const cli = await startCli();
    cli.child.kill('SIGKILL');
    expect(await cli.exited).toBe('signal SIGKILL');
    // The attestation server died with the process; each anvil's watchdog notices within a second or two.
    const deadline = Date.now() + 10_000;
    while (!(await portsFree(cli.ports)) && Date.now() < deadline) await sleep(200);
    expect(await portsFree(cli.ports)).toBe(true);
  });

  it('refuses to connect without a manifest, saying how to start one', async () => {
    await expect(connectDevnet('/nonexistent/manifest.json')).rejects.toThrow(
      /pnpm --filter @fin\/devnet start/,
    );
  });
});
