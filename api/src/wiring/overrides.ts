// What a test or a benchmark may put in place of the API's outside world when it builds the dependencies
// (deps.ts createDeps and the wiring/* parts it calls): the chains, the yield sources, the clock, DNS.

import type { CacheStore } from '../cache/cache-store';
import type { ChainReader } from '../chains/chain-reader';
import type { AlertFacts } from '../modules/alerts/facts';
import type { WebhookResolver } from '../modules/alerts/webhook-target';
import type { MorphoVaultsAdapter } from '../modules/morpho-vaults/adapter';
import type { MoveMeasurer } from '../modules/optimizer/measure/move-measurer';
import type { BurnOwnership } from '../modules/transfers/burn-owner';
import type { YieldSource } from '../modules/yields/source';

export type DepsOverrides = {
  /** Replaces the chain simulation of optimizer moves. */
  moveMeasurer?: MoveMeasurer;
  chains?: ChainReader;
  cacheStore?: CacheStore;
  /** Replaces the yield sources (best first). */
  yieldSources?: YieldSource[];
  morphoVaultsAdapter?: MorphoVaultsAdapter;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Replaces the source-chain check of who made a burn (transfer records). */
  burns?: BurnOwnership;
  /** Replaces what alert rules read about a wallet (benchmarks). */
  alertFacts?: AlertFacts;
  /** Replaces the DNS a mainnet webhook's host is resolved with (tests: answers that never leave the machine). */
  webhookResolver?: WebhookResolver;
};
