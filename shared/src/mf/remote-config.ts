/**
 * The rsbuild config every remote uses, so a newcomer who knows one remote knows all six.
 * Runs in Node at build time.
 */
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { finSharedConfig } from './share-config';

/** The HTML page every app (shell, remotes, embed) uses: lang, viewport and a #root. */
export const PAGE_TEMPLATE = fileURLToPath(new URL('./page.html', import.meta.url));
/** Every page (shell and standalone remotes) ships its icon: without one each page load logged a 404. */
export const FAVICON = fileURLToPath(new URL('./favicon.svg', import.meta.url));

const ZOD_LOCALES = fileURLToPath(new URL('./zod-locales.ts', import.meta.url));

/**
 * Build tweaks every Fin page (shell, remotes, embed) applies to the libraries it shares: zod's list of every
 * language is replaced by English alone (see zod-locales.ts).
 */
export const SHARED_LIBRARY_TRIMS = {
  rspack: {
    plugins: [
      new rspack.NormalModuleReplacementPlugin(/^\.\.\/locales\/index\.js$/, (data) => {
        if (/[\\/]zod[\\/]/.test(data.context ?? '')) data.request = ZOD_LOCALES;
      }),
    ],
  },
} satisfies RsbuildConfig['tools'];

export type RemoteOptions = {
  /** MF name, a JS identifier such as `mf_yields`. */
  name: string;
  /** Directory of the app (its package.json). */
  appDir: string;
  /** Default dev/serve port. */
  port: number;
  /** Exposed module name (without `./`) → file. */
  exposes: Record<string, string>;
  /** Page title of the standalone page. */
  title: string;
  /** Only for the contract-mismatch test fixture: build against another page contract version. */
  contractVersion?: string;
};

export function defineRemoteConfig(opts: RemoteOptions): RsbuildConfig {
  const exposes = Object.fromEntries(Object.entries(opts.exposes).map(([k, v]) => [`./${k}`, v]));
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: opts.name,
        exposes,
        shared: finSharedConfig(opts.appDir, { contractVersion: opts.contractVersion }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    tools: SHARED_LIBRARY_TRIMS,
    html: { title: opts.title, template: PAGE_TEMPLATE, favicon: FAVICON },
    server: {
      port: Number(process.env.PORT ?? opts.port),
      cors: { origin: '*' },
      // The spec's API paths are relative: in dev, /api goes to the local API.
      proxy: { '/api': process.env.FIN_API_URL ?? 'http://127.0.0.1:4000' },
    },
    // Chunks load from the remote's own origin wherever the shell runs.
    output: { assetPrefix: 'auto', cleanDistPath: true },
    dev: { assetPrefix: 'auto' },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
