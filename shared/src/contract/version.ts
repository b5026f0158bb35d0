/**
 * The page contract: the few things that must exist ONCE per page, whichever app loaded first, because the shell
 * and every section talk through them — the store, the QueryClient, the wagmi config, the runtime config, the
 * remote registry and the messages between sections (section-messages.ts) — plus the props sections receive
 * (section-props.ts).
 *
 * Module Federation shares exactly these modules as singletons under PAGE_CONTRACT_VERSION, and each app requires
 * `^PAGE_CONTRACT_VERSION` strictly. So a section built for a newer contract (a store field the page does not have)
 * is refused with a fallback that names both versions, instead of running against state that is not there.
 * Everything else in @fin/shared (domain rules, schemas, the UI kit, hooks, the API client) is pure code that each
 * app compiles in: a redeployed section always runs the rules it was built and tested with.
 *
 * When a contract file changes, move the version (major: something sections use was removed or now means something
 * else, as 3.0.0: sections tell each other that transfers changed or a deposit was recorded through
 * contract/section-messages.ts instead of window events, and a request waiting for its section is kept there instead
 * of on a window global; 2.0.0: the page no longer wraps sections in wagmi's provider, a section reads the wallet from the store
 * and takes wagmi through web3/wallet-stack.ts; minor: something added or changed compatibly, as 3.5.0's runtime config with Coinbase's app id (and the store's FinState and the wallet stack's type in modules of their own), 3.3.0's store saved through zustand's persist (one versioned item, today's keys migrated into it), 3.2.0's upcoming slice of the store (what is scheduled for the wallet, published by the optimizer and the agent for Quick Actions) or 3.1.0's types of the requests that open a section, or a compatible change such as 1.2.0's mainnet default for a config without a
 * profile, or 1.4.0's runtime config checked without zod and its types written out; patch: wording only, as 3.2.1's import paths into the domain grouped by feature or 1.3.1's
 * comment in wallet-slice.ts) and update PAGE_CONTRACT_FINGERPRINT; contract.test.ts fails until both are done and prints the new fingerprint.
 */
export const PAGE_CONTRACT_VERSION = '3.5.0';

/** SHA-256 over PAGE_CONTRACT_FILES (path + content), so a contract edit cannot slip out under the old version. */
export const PAGE_CONTRACT_FINGERPRINT = '3.5.0:d2112846d54928e6';

/** The import paths MF shares as page singletons. Other modules import them by these names, never relatively. */
export const PAGE_CONTRACT_MODULES = [
  '@fin/shared/store/fin-store',
  '@fin/shared/config/query-client',
  '@fin/shared/config/runtime-config',
  '@fin/shared/web3/wagmi-config',
  '@fin/shared/web3/wallet-stack',
  '@fin/shared/mf/remote-registry',
  '@fin/shared/contract/section-messages',
] as const;

/**
 * The files (relative to shared/src) whose content is the contract: the singleton modules, what they bundle in
 * with relative imports, and the types sections receive.
 */
export const PAGE_CONTRACT_FILES = [
  'contract/section-props.ts',
  'contract/section-messages.ts',
  'store/fin-store.ts',
  'store/fin-state.ts',
  'store/toast-slice.ts',
  'store/ui-slice.ts',
  'store/wallet-slice.ts',
  'store/preferences-slice.ts',
  'store/upcoming-slice.ts',
  'store/persistence.ts',
  'config/query-client.ts',
  'config/runtime-config.ts',
  'web3/wagmi-config.ts',
  'web3/wallet-stack.ts',
  'web3/wallet-stack-live.tsx',
  'mf/remote-registry.ts',
  'mf/timeout-plugin.ts',
] as const;

/** The next major version (3.0.0 for 2.x): what a section built for a contract this page lacks would require. */
export function nextContractMajor(version: string = PAGE_CONTRACT_VERSION): string {
  return `${Number(version.split('.')[0]) + 1}.0.0`;
}

/** `^1.2.0` for 1.2.0: a section built for 1.2 runs on any 1.x page from 1.2 on. */
export function contractRange(version: string = PAGE_CONTRACT_VERSION): string {
  return `^${version}`;
}
