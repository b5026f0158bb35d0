// Starts one devnet on free ports for the whole test run (a devnet someone else runs on 8545 is untouched)
// and hands its manifest to the tests. Attestation delays are shortened so CCTP round trips stay quick while
// fast still attests before standard.
import type { TestProject } from 'vitest/node';
import { type Devnet, startDevnetOnFreePorts } from '../src/devnet';
import type { DevnetManifest } from '../src/manifest';

declare module 'vitest' {
  export interface ProvidedContext {
    manifest: DevnetManifest;
  }
}

export const TEST_ATTESTATION = { fastDelayMs: 400, standardDelayMs: 1_500 };

let devnet: Devnet | undefined;

export async function setup(project: TestProject) {
  devnet = await startDevnetOnFreePorts({ attestation: TEST_ATTESTATION });
  project.provide('manifest', devnet.manifest);
}

export async function teardown() {
  await devnet?.stop();
}
