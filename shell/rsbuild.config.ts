import { PAGE_CONTRACT_FILES } from '@fin/shared/contract/version';
import { FAVICON, FAVICON_ICO_COPY, PAGE_TEMPLATE, SHARED_LIBRARY_TRIMS } from '@fin/shared/mf/remote-config';
import { finSharedConfig } from '@fin/shared/mf/share-config';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { firstScreenHtml } from './src/first-screen';

/**
 * The page's entry script starts only after the browser has painted the first screen written into index.html.
 * A deferred script runs before the first paint whenever it arrives in time, so on a fast network a slow phone kept
 * the welcome off screen for the ~300 ms it takes to evaluate the runtime and start the libraries. The download still
 * starts at once (preload); only running it waits for a frame (or 100 ms in a background tab, where frames stop).
 */
function pluginStartAfterFirstPaint(): RsbuildPlugin {
  return {
    name: 'fin:start-after-first-paint',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }) => {
        const entry = headTags.find((t) => t.tag === 'script' && typeof t.attrs?.src === 'string');
        const src = entry?.attrs?.src;
        if (!entry || typeof src !== 'string') throw new Error('the shell page has no entry script');
        const start =
          `(function(){var started=false;function start(){if(started)return;started=true;` +
          `var s=document.createElement('script');s.src=${JSON.stringify(src)};document.head.appendChild(s);}` +
          `requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,100);})();`;
        return {
          headTags: headTags.map((t) =>
            t === entry ? { tag: 'link', attrs: { rel: 'preload', as: 'script', href: src } } : t,
          ),
          bodyTags: [...bodyTags, { tag: 'script', children: start }],
        };
      });
    },
  };
}

const escapeForRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]');
// Not the wagmi config nor the live wallet stack: they load with the wallet code, when a wallet is wanted.
const PAGE_CONTRACT_FIRST_RENDER = PAGE_CONTRACT_FILES.filter(
  (file) => file !== 'web3/wagmi-config.ts' && file !== 'web3/wallet-stack-live.tsx',
);
const PAGE_CONTRACT_CHUNK = new RegExp(
  `shared[\\\\/]src[\\\\/](${PAGE_CONTRACT_FIRST_RENDER.map(escapeForRegExp).join('|')})$` +
    '|[\\\\/]node_modules[\\\\/](zustand|@module-federation[\\\\/](enhanced|runtime))[\\\\/]',
);

// The host declares no remotes at build time: it reads remotes.json at run time, so one build serves any deployment.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginStartAfterFirstPaint(),
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
  output: { cleanDistPath: true, copy: FAVICON_ICO_COPY },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        cacheGroups: {
          // The page contract (its files as version.ts lists them) and zustand and MF's runtime API it uses are a few
          // hundred bytes each and all needed for the first render: one file instead of several requests.
          pageContract: {
            test: PAGE_CONTRACT_CHUNK,
            name: 'page-contract',
            chunks: 'async',
            enforce: true,
            priority: 30,
          },
          // React's shared modules (react, react-dom, its client, the JSX runtime, the scheduler) are always needed
          // together: one file instead of five.
          reactLibraries: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'lib-react',
            chunks: 'async',
            enforce: true,
            priority: 30,
          },
          // zod and the one-locale stub that replaces its list of every language.
          zod: {
            test: /[\\/]node_modules[\\/]zod[\\/]|shared[\\/]src[\\/]mf[\\/]zod-locales/,
            name: 'lib-zod',
            chunks: 'async',
            enforce: true,
            priority: 30,
          },
        },
      },
    },
  },
});
