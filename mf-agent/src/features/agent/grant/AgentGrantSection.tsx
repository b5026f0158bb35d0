// "Act while I am away": the wallet's grants to its agent, one per network. Loaded when the panel shows the agent
// (not in the page's first view). Each grant in force shows with Revoke and the agent's gas for moves on its network;
// a network with none can be granted too ('Grant on another network'), since a move between networks needs CCTP
// granted where the money leaves and the pool where it goes. With no grant in force the form shows at once, and the
// latest revoked or ended grant stays listed above it.
import { grantListQuery } from '@fin/shared/api/grants';
import { PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import type { GrantView } from '@fin/shared/schemas/grant';
import { Button } from '@fin/shared/ui/Button';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Address } from 'viem';
import { AgentGas } from './AgentGas';
import { GrantForm } from './GrantForm';
import { GrantSummary } from './GrantSummary';
import { useGrantActions } from './useGrantActions';
import './grant.css';

const networkRank = (chainId: number) => (PORTFOLIO_CHAIN_IDS as readonly number[]).indexOf(chainId);

export default function AgentGrantSection({
  wallet,
  headers,
  agent,
}: {
  wallet: Address;
  headers: ProofHeaders;
  /** The agent's own account, which pays the gas of its moves. */
  agent: Address;
}) {
  const list = useQuery(grantListQuery(wallet, headers));
  const actions = useGrantActions(wallet, headers);
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<number | null>(null);
  const grants = list.data?.grants ?? [];
  // In the networks' own order, so a permission keeps its place whichever was granted last.
  const inForce = grants
    .filter((g) => g.status === 'active')
    .sort((a, b) => networkRank(a.chainId) - networkRank(b.chainId));
  const latestEnded = grants.find((g) => g.status !== 'active');
  // One grant in force per network: the form offers only the others.
  const open = PORTFOLIO_CHAIN_IDS.filter((c) => !inForce.some((g) => g.chainId === c));
  const revoke = (g: GrantView) => {
    setRevoking(g.id);
    void actions.revoke(g);
  };
  const form = (
    <GrantForm
      networks={open}
      busy={actions.busy === 'granting'}
      errors={actions.errors}
      onGrant={(r) => void actions.grant(r).then((granted) => granted && setAdding(false))}
    />
  );
  return (
    <section className="fin-grant" aria-labelledby="grant-title" data-testid="agent-grant">
      <h3 id="grant-title" className="fin-grant__title">
        Act while I am away
      </h3>
      {list.isPending ? <p className="fin-muted">Reading your grants…</p> : null}
      {list.error ? (
        <p className="fin-agent__error">Your grants could not be read: {list.error.message}</p>
      ) : null}
      {inForce.map((g) => (
        <div key={g.id} className="fin-grant__network" data-testid="grant-in-force" data-chain={g.chainId}>
          <GrantSummary
            grant={g}
            busy={actions.busy === 'revoking' && revoking === g.id}
            onRevoke={() => revoke(g)}
          />
          <AgentGas wallet={wallet} agent={agent} chainId={g.chainId} />
        </div>
      ))}
      {inForce.length > 0 && actions.errors.length > 0 && !adding ? (
        <p className="fin-agent__error" role="alert">
          {actions.errors.join(' ')}
        </p>
      ) : null}
      {list.data && inForce.length === 0 ? (
        <>
          {latestEnded ? <GrantSummary grant={latestEnded} busy={false} /> : null}
          {form}
        </>
      ) : null}
      {inForce.length > 0 && open.length > 0 ? (
        adding ? (
          form
        ) : (
          <div className="fin-grant__more">
            <p className="fin-muted">
              To move money between networks, grant CCTP on the network it leaves and the pool on the one it
              goes to.
            </p>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              Grant on another network
            </Button>
          </div>
        )
      ) : null}
    </section>
  );
}
