import { FAVICON, FAVICON_ICO_COPY, PAGE_TEMPLATE, SHARED_LIBRARY_TRIMS } from '@fin/shared/mf/remote-config';
import { finSharedConfig } from '@fin/shared/mf/share-config';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// A third party's page: its own origin and build, embedding one Fin section through the MF runtime.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'embed_demo',
      remotes: {},
      shared: finSharedConfig(import.meta.dirname),
      shareStrategy: 'loaded-first',
      dts: false,
      // Fin's remotes take the MF runtime from the page that embeds them; this page provides it.
      experiments: { provideExternalRuntime: true },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  tools: SHARED_LIBRARY_TRIMS,
  html: { title: 'Partner page — Fin yields embedded', template: PAGE_TEMPLATE, favicon: FAVICON },
  server: { port: Number(process.env.PORT ?? 3100) },
  output: { cleanDistPath: true, copy: FAVICON_ICO_COPY },
});
