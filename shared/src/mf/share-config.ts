/**
 * The one Module Federation share config every Fin app (shell, remotes, embed page) uses.
 * Runs in Node at build time. Versions are read from the installed packages (pinned by the pnpm catalog), so
 * `requiredVersion` is always a real semver range and never `workspace:*` or `catalog:`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { contractRange, PAGE_CONTRACT_MODULES, PAGE_CONTRACT_VERSION } from '../contract/version';

/**
 * Libraries that must exist once per page: one React, one wagmi, one TanStack Query, one zustand. Minor and patch
 * differences between apps are tolerated (the first loaded copy serves everyone); these are libraries with stable
 * APIs pinned by one catalog, not our code.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'wagmi',
  'viem',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'zustand',
  // Not page state, but every app validates with it and a copy per section is 24 KB gzip the page need not fetch.
  'zod',
] as const;

/** Packages whose deep imports (react/jsx-runtime, react-dom/client) are shared too. */
const PREFIX_SHARED = ['react', 'react-dom'] as const;

export type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
};

function packageJsonPath(pkg: string, require: NodeRequire): string {
  // Some packages (viem) do not export ./package.json, so find it next to the resolved entry.
  try {
    return require.resolve(`${pkg}/package.json`);
  } catch {
    const entry = require.resolve(pkg);
    const marker = `/node_modules/${pkg}/`;
    const at = entry.lastIndexOf(marker);
    return at >= 0 ? `${entry.slice(0, at + marker.length)}package.json` : entry;
  }
}

/**
 * The version the app at `fromDir` bundles. An app may get a library only through another one (query-core through
 * react-query), so when the app cannot resolve it itself, @fin/shared's copy (the same catalog pin) answers.
 */
function installedVersion(pkg: string, fromDir: string): string {
  let path: string;
  try {
    path = packageJsonPath(pkg, createRequire(`${fromDir}/package.json`));
  } catch {
    path = packageJsonPath(pkg, createRequire(import.meta.url));
  }
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}

/** `^major.minor.0`: any patch or minor upgrade of the same major is accepted. */
export function caretRange(version: string): string {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

export type FinShareOptions = {
  /**
   * The page contract version this app is built against. Always PAGE_CONTRACT_VERSION in the apps; only the
   * browser test that proves a mismatch is refused builds a fixture remote with another one.
   */
  contractVersion?: string;
};

/**
 * Builds the `shared` option of the MF plugin for the app whose package.json sits in `appDir`: the libraries
 * above, and the page contract modules as strict singletons. Nothing else of @fin/shared is shared: pure code is
 * compiled into each app, so a section never runs an older copy of a rule than the one it was built with.
 */
export function finSharedConfig(appDir: string, options: FinShareOptions = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETON_PACKAGES) {
    const version = installedVersion(pkg, appDir);
    const entry: SharedEntry = {
      singleton: true,
      requiredVersion: caretRange(version),
      version,
      strictVersion: false,
    };
    shared[pkg] = entry;
    if ((PREFIX_SHARED as readonly string[]).includes(pkg)) shared[`${pkg}/`] = { ...entry };
  }
  const contractVersion = options.contractVersion ?? PAGE_CONTRACT_VERSION;
  for (const module of PAGE_CONTRACT_MODULES) {
    shared[module] = {
      singleton: true,
      version: contractVersion,
      requiredVersion: contractRange(contractVersion),
      strictVersion: true,
    };
  }
  return shared;
}

/** Names and default ports of the six remotes; the shell's remotes.json maps these names to manifest URLs. */
export const REMOTES = {
  mf_portfolio: { folder: 'mf-portfolio', port: 3001 },
  mf_yields: { folder: 'mf-yields', port: 3002 },
  mf_transfer: { folder: 'mf-transfer', port: 3003 },
  mf_optimizer: { folder: 'mf-optimizer', port: 3004 },
  mf_agent: { folder: 'mf-agent', port: 3005 },
  mf_chat: { folder: 'mf-chat', port: 3006 },
} as const;

export type RemoteName = keyof typeof REMOTES;
