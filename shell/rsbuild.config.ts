import { FAVICON, PAGE_TEMPLATE, SHARED_LIBRARY_TRIMS } from '@fin/shared/mf/remote-config';
import { finSharedConfig } from '@fin/shared/mf/share-config';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { firstScreenHtml } from './src/first-screen';

// The host declares no remotes at build time: it reads remotes.json at run time, so one build serves any deployment.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: finSharedConfig(import.meta.dirname),
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: { provideExternalRuntime: true },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  tools: SHARED_LIBRARY_TRIMS,
  html: {
    title: 'Fin — Maximum Interest',
    template: PAGE_TEMPLATE,
    templateParameters: { firstScreen: firstScreenHtml() },
    favicon: FAVICON,
    // The shell reads these two before its first render; preloading them overlaps that round trip with the
    // download and start-up of the libraries instead of adding it after.
    tags: ['/config.json', '/remotes.json'].map((href) => ({
      tag: 'link',
      attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
      head: true,
      append: false,
    })),
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    historyApiFallback: true,
    proxy: { '/api': process.env.FIN_API_URL ?? 'http://127.0.0.1:4000' },
  },
  output: { cleanDistPath: true },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        cacheGroups: {
          // The page contract's singletons (store, query client, runtime config, remote registry) and zustand are a
          // few hundred bytes each and all needed for the first render: one file instead of five requests.
          pageContract: {
            test: /shared[\\/]src[\\/](store|config|mf[\\/]remote-registry)|[\\/]node_modules[\\/]zustand[\\/]/,
            name: 'page-contract',
            chunks: 'async',
            enforce: true,
            priority: 30,
          },
        },
      },
    },
  },
});
