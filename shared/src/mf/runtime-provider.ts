/**
 * The MF runtime for a remote's standalone page. Remotes are built to take the runtime from the page that loads
 * them (experiments.externalRuntime), so the shell's copy serves all six and a visitor downloads it once; on its own
 * page a remote has no host, and this script, bundled by remote-config.ts and run before the page's entry, is it.
 */
import * as runtimeCore from '@module-federation/runtime-core';

const page = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
