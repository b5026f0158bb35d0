/**
 * The rsbuild config every remote uses, so a newcomer who knows one remote knows all six.
 * Runs in Node at build time.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { buildSync } from 'esbuild';
import { federationRuntimeEsmAliases } from './runtime-modules';
import { finSharedConfig } from './share-config';

/** The HTML page every app (shell, remotes, embed) uses: lang, viewport and a #root. */
export const PAGE_TEMPLATE = fileURLToPath(new URL('./page.html', import.meta.url));
/** Every page (shell and standalone remotes) ships its icon: without one each page load logged a 404. */
export const FAVICON = fileURLToPath(new URL('./favicon.svg', import.meta.url));
/**
 * `/favicon.ico` at every app's root, for what asks for it without reading the page's icon link (browsers on a
 * JSON or image URL, bookmarks, crawlers): favicon.svg rendered by Chromium at 16, 32 and 48 px, PNG images in an
 * ICO file. Every app's `output.copy`.
 */
export const FAVICON_ICO_COPY = [{ from: fileURLToPath(new URL('./favicon.ico', import.meta.url)) }];

const ZOD_LOCALES = fileURLToPath(new URL('./zod-locales.ts', import.meta.url));

/**
 * Build tweaks every Fin page (shell, remotes, embed) applies to the libraries it bundles: zod's list of every
 * language is replaced by English alone (see zod-locales.ts), and the MF runtime is taken from its ES module
 * builds (see runtime-modules.ts).
 */
export const SHARED_LIBRARY_TRIMS = {
  rspack: {
    resolve: { alias: federationRuntimeEsmAliases() },
    plugins: [
      new rspack.NormalModuleReplacementPlugin(/^\.\.\/locales\/index\.js$/, (data) => {
        if (/[\\/]zod[\\/]/.test(data.context ?? '')) data.request = ZOD_LOCALES;
      }),
    ],
  },
} satisfies RsbuildConfig['tools'];

const RUNTIME_PROVIDER = fileURLToPath(new URL('./runtime-provider.ts', import.meta.url));

/**
 * A remote takes the MF runtime from the page that loads it (`experiments.externalRuntime`): the shell provides one
 * copy for every section instead of each remote entry carrying its own (17 KB gzip each). Its standalone page has no
 * host, so it runs runtime-provider.ts first, bundled here from the same runtime-core the remote was built with.
 */
function pluginStandaloneFederationRuntime(): RsbuildPlugin {
  return {
    name: 'fin:standalone-federation-runtime',
    setup(api) {
      const [bundle] = buildSync({
        entryPoints: [RUNTIME_PROVIDER],
        bundle: true,
        minify: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
        write: false,
      }).outputFiles;
      if (!bundle) throw new Error('the MF runtime of the standalone page did not build');
      const hash = createHash('sha256').update(bundle.contents).digest('hex').slice(0, 10);
      const file = `static/js/mf-runtime.${hash}.js`;
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(file, new sources.RawSource(bundle.text));
      });
      // Deferred scripts run in document order: first in the head, it runs before the page's entry.
      api.modifyHTMLTags(({ headTags, bodyTags }) => ({
        headTags: [{ tag: 'script', attrs: { defer: true, src: file } }, ...headTags],
        bodyTags,
      }));
    },
  };
}

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
        experiments: { externalRuntime: true },
      }),
      pluginStandaloneFederationRuntime(),
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
    output: { assetPrefix: 'auto', cleanDistPath: true, copy: FAVICON_ICO_COPY },
    dev: { assetPrefix: 'auto' },
    // Split chunks under 60 KB stay in the chunk that needs them: a section's first view is a few files, not a
    // dozen small ones (a module two lazy chunks share may then be downloaded twice; a few KB).
    performance: { chunkSplit: { strategy: 'split-by-experience', override: { minSize: 60_000 } } },
  });
}
