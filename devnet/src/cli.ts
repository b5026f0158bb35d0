// `pnpm --filter @fin/devnet start`: starts the devnet, prints and writes its manifest, and stops every
// process it started on SIGINT/SIGTERM. Settings come from the environment:
//   FIN_DEVNET_BASE_PORT (8545), FIN_DEVNET_ATTESTATION_PORT (8560), FIN_DEVNET_SEED (1),
//   FIN_DEVNET_CLOCK (off; "1" or chain seconds per second, e.g. "60"), FIN_DEVNET_MANIFEST (devnet/.data/manifest.json),
//   FIN_DEVNET_FAST_DELAY_MS (2000), FIN_DEVNET_STANDARD_DELAY_MS (6000),
//   FIN_DEVNET_COMPILE=1 to compile contracts/ first and run that bytecode (committed artifacts untouched).
import { killAllAnvils } from './anvil';
import { useCompiledCode } from './artifacts';
import { type Devnet, startDevnet } from './devnet';
import { defaultManifestPath, writeManifest } from './manifest';

function intEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const started = performance.now();
let devnet: Devnet | undefined;
let stopping = false;
// Registered before anything starts, so a signal during compile or seeding still leaves no anvil behind.
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[devnet] ${signal}: stopping`);
  if (!devnet) {
    killAllAnvils();
    process.exit(1);
  }
  const force = setTimeout(() => {
    killAllAnvils();
    process.exit(1);
  }, 5_000);
  await devnet.stop();
  clearTimeout(force);
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

if (process.env.FIN_DEVNET_COMPILE === '1') {
  const { compileContracts } = await import('./compile');
  useCompiledCode(compileContracts((s) => console.log(`[devnet] ${s}`)));
}
const clockSpeed = intEnv('FIN_DEVNET_CLOCK');
const fastDelayMs = intEnv('FIN_DEVNET_FAST_DELAY_MS');
const standardDelayMs = intEnv('FIN_DEVNET_STANDARD_DELAY_MS');
devnet = await startDevnet({
  basePort: intEnv('FIN_DEVNET_BASE_PORT'),
  attestationPort: intEnv('FIN_DEVNET_ATTESTATION_PORT'),
  seed: process.env.FIN_DEVNET_SEED !== '0',
  clock: clockSpeed ? { speed: clockSpeed } : false,
  attestation: {
    ...(fastDelayMs === undefined ? {} : { fastDelayMs }),
    ...(standardDelayMs === undefined ? {} : { standardDelayMs }),
  },
  log: (s) => console.log(`[devnet] ${s}`),
}).catch((err: Error) => {
  console.error(`[devnet] failed to start: ${err.message}`);
  process.exit(1);
});

const path = writeManifest(devnet.manifest, defaultManifestPath());
console.log(JSON.stringify(devnet.manifest, null, 2));
console.log(`[devnet] ready in ${Math.round(performance.now() - started)} ms; manifest written to ${path}`);
