/**
 * Runtime registration of remotes. Remote URLs are data (remotes.json), not code: deploying or rolling back a
 * remote is an edit of that file, never a shell rebuild.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { timeoutPlugin } from './timeout-plugin';

/** remotes.json: MF remote name → manifest URL (mf-manifest.json) or remote entry URL. */
export type RemotesManifest = Record<string, string>;

let registered: RemotesManifest = {};
let pluginsRegistered = false;
let manifestUrl: string | undefined;

export async function fetchRemotesManifest(url: string): Promise<RemotesManifest> {
  const res = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!body || typeof body !== 'object') throw new Error(`${url} is not a JSON object`);
  const entries = Object.entries(body as Record<string, unknown>).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/**
 * Forgets the chunks an earlier build of `remoteName` pushed into its chunk-loading global (rspack names it
 * `chunk_<uniqueName>`). A new build of the same remote starts its runtime by adopting every chunk already in that
 * array; two builds reuse short chunk ids, so it would take the old build's chunk for its own and render the old
 * (or broken) section again. The MF runtime's forced re-registration does not clear this.
 */
function forgetLoadedChunks(remoteName: string): void {
  const scope = globalThis as Record<string, unknown>;
  if (`chunk_${remoteName}` in scope) scope[`chunk_${remoteName}`] = undefined;
}

export function registerFinRemotes(remotes: RemotesManifest): void {
  for (const name of Object.keys(remotes)) if (registered[name] !== undefined) forgetLoadedChunks(name);
  if (!pluginsRegistered) {
    registerPlugins([timeoutPlugin()]);
    pluginsRegistered = true;
  }
  registered = { ...registered, ...remotes };
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** Fetches remotes.json and registers it; remembers the URL so Retry can pick up a redeployed or rolled-back remote. */
export async function loadAndRegisterRemotes(url: string): Promise<RemotesManifest> {
  manifestUrl = url;
  const remotes = await fetchRemotesManifest(url);
  registerFinRemotes(remotes);
  return remotes;
}

/**
 * Re-reads remotes.json and re-registers the remotes whose URL changed. A failure keeps the current registry:
 * Retry should never make things worse.
 */
export async function refreshRemotes(): Promise<void> {
  if (!manifestUrl) return;
  try {
    const latest = await fetchRemotesManifest(manifestUrl);
    const changed = Object.fromEntries(
      Object.entries(latest).filter(([name, entry]) => registered[name] !== entry),
    );
    if (Object.keys(changed).length > 0) registerFinRemotes(changed);
  } catch (error) {
    console.warn('[fin] remotes.json could not be refreshed', error);
  }
}

/** Forgets a remote's failed or cached load so the next `loadFinRemote` fetches it afresh (the Retry button). */
export function resetRemote(remoteName: string): void {
  const entry = registered[remoteName];
  if (!entry) return;
  forgetLoadedChunks(remoteName);
  registerRemotes([{ name: remoteName, entry }], { force: true });
}

/** `mf_yields/YieldsSection` → `mf_yields`. */
export function remoteNameOf(id: string): string {
  return id.split('/')[0] ?? id;
}

export function isRemoteRegistered(remoteName: string): boolean {
  return remoteName in registered;
}

/**
 * The one way Fin code loads an exposed remote module (`mf_yields/YieldsSection`). Unit tests mock this module
 * instead of the MF runtime. Rejects (instead of resolving null) so error boundaries see the failure.
 */
export async function loadFinRemote<T>(id: string): Promise<T> {
  const mod = await loadRemote<T>(id);
  if (mod == null) throw new Error(`Remote module ${id} could not be loaded`);
  return mod;
}
