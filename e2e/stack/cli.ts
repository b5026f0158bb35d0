/** `pnpm start`: the whole product on the embedded devnet, until Ctrl-C or SIGTERM. */
import { join } from 'node:path';
import { ROOT } from './paths';
import { startStack } from './stack';

const started = Date.now();
const verbose = process.env.FIN_VERBOSE === '1';
const stack = await startStack({
  apiDataDir: process.env.FIN_API_DATA_DIR ?? join(ROOT, 'api/.data'),
  ...(verbose ? { log: (l: string) => process.stdout.write(l) } : {}),
});
const m = stack.devnet.manifest;
console.log(`
Fin — Maximum Interest is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Open:        ${stack.apps.shellUrl}
  API:         ${stack.apiUrl}/api/health
  Remotes:     ${Object.keys(stack.ports.remotes)
    .map((n) => `${n} ${stack.apps.remoteUrl(n as never)}`)
    .join(', ')}
  Embed demo:  ${stack.apps.embedUrl}
  Chains:      ${m.chains.map((c) => `${c.name} ${c.rpcUrl}`).join(', ')}
  Attestation: ${m.attestationUrl}
  Demo wallet: ${m.demoAccount.address} (choose "Demo wallet (devnet)" in Connect wallet)

Press Ctrl-C to stop.`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping every process…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  await stack.stop();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
