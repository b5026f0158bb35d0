// Each wallet's on-chain grants to its agent (issue 41): the page's API and the port the server's agent redeems
// through. The agent account is the one agentkit derives per wallet.
import type { Config } from '../config';
import type { Database } from '../db/client';
import { resolveAgentKeys } from '../modules/agentkit/wallet';
import { GrantChains } from '../modules/grants/chain';
import { DelegatedGrants } from '../modules/grants/port';
import { GrantsRepository } from '../modules/grants/repository';
import { type AgentKeySource, GrantsService } from '../modules/grants/service';
import type { Core } from './core';

export function createGrants(config: Config, database: Database, core: Core) {
  const repository = new GrantsRepository(database.db);
  const chains = new GrantChains(core.clients, Math.max(config.rpcTimeoutMs * 2, 20_000));
  const agentKey: AgentKeySource = (wallet) => {
    const keys = resolveAgentKeys(config, core.rpc);
    return keys.mode === 'live' ? keys.derive(wallet) : { unavailable: keys.reason };
  };
  const grants = new GrantsService({ repository, chains, agentKey, devnet: config.profile === 'devnet' });
  return { grants, grantPort: new DelegatedGrants(grants, repository, chains) };
}
