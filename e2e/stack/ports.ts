/** Default ports of the whole product; each is configurable through the environment. */
import { findFreePortRange, TEST_PORTS_FROM } from '@fin/devnet';
import { REMOTES, type RemoteName } from '@fin/shared/mf/share-config';

export type StackPorts = {
  shell: number;
  remotes: Record<RemoteName, number>;
  api: number;
  embed: number;
  devnetBase: number;
  attestation: number;
};

function envPort(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw ? Number(raw) : fallback;
  if (!Number.isInteger(n) || n <= 0 || n > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return n;
}

/** The product's ports (`pnpm start`); `offset` moves them all, so tests never collide with a running product. */
export function stackPorts(offset = 0): StackPorts {
  const remotes = Object.fromEntries(
    Object.entries(REMOTES).map(([name, r]) => [
      name,
      envPort(`FIN_PORT_${name.toUpperCase()}`, r.port + offset),
    ]),
  ) as Record<RemoteName, number>;
  return {
    shell: envPort('FIN_PORT_SHELL', 3000 + offset),
    remotes,
    api: envPort('FIN_PORT_API', 4000 + offset),
    embed: envPort('FIN_PORT_EMBED', 3100 + offset),
    devnetBase: envPort('FIN_PORT_DEVNET', 8545 + offset * 10),
    attestation: envPort('FIN_PORT_ATTESTATION', 8560 + offset * 10),
  };
}

/**
 * A block of free ports for one test worker: never the product's defaults, never another run's block. Each
 * worker (`lane`: Playwright's parallel index) searches its own stretch, so two workers starting at once never
 * both find the same block free.
 */
export async function freeTestPorts(lane = 0): Promise<StackPorts & { spare: number }> {
  const stretch = 3_000;
  const from = TEST_PORTS_FROM + (lane % 4) * stretch + Math.floor(Math.random() * (stretch - 200));
  const base = await findFreePortRange(PORT_BLOCK, from);
  const remotes = Object.fromEntries(Object.keys(REMOTES).map((name, i) => [name, base + 1 + i])) as Record<
    RemoteName,
    number
  >;
  return {
    shell: base,
    remotes,
    api: base + 7,
    embed: base + 8,
    devnetBase: base + 10,
    attestation: base + 16,
    spare: base + 19,
  };
}

const PORT_BLOCK = 20;

export const HOST = '127.0.0.1';
export const origin = (port: number) => `http://${HOST}:${port}`;
