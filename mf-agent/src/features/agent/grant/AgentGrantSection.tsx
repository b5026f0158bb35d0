// "Act while I am away": the wallet's grant to its agent. Loaded when the panel shows the agent (not in the
// page's first view). Shows the grant in force with Revoke and the agent's gas for moves, or the form to make one;
// a revoked or ended grant stays listed under the form.
import { grantListQuery } from '@fin/shared/api/grants';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { AgentGas } from './AgentGas';
import { GrantForm } from './GrantForm';
import { GrantSummary } from './GrantSummary';
import { useGrantActions } from './useGrantActions';
import './grant.css';

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
  const grants = list.data?.grants ?? [];
  const active = grants.find((g) => g.status === 'active');
  const latestEnded = grants.find((g) => g.status !== 'active');
  return (
    <section className="fin-grant" aria-labelledby="grant-title" data-testid="agent-grant">
      <h3 id="grant-title" className="fin-grant__title">
        Act while I am away
      </h3>
      {list.isPending ? <p className="fin-muted">Reading your grants…</p> : null}
      {list.error ? (
        <p className="fin-agent__error">Your grants could not be read: {list.error.message}</p>
      ) : null}
      {active ? (
        <>
          <GrantSummary
            grant={active}
            busy={actions.busy === 'revoking'}
            onRevoke={() => void actions.revoke(active)}
          />
          <AgentGas wallet={wallet} agent={agent} chainId={active.chainId} />
          {actions.errors.length > 0 ? (
            <p className="fin-agent__error" role="alert">
              {actions.errors.join(' ')}
            </p>
          ) : null}
        </>
      ) : list.data ? (
        <>
          {latestEnded ? <GrantSummary grant={latestEnded} busy={false} /> : null}
          <GrantForm
            busy={actions.busy === 'granting'}
            errors={actions.errors}
            onGrant={(r) => void actions.grant(r)}
          />
        </>
      ) : null}
    </section>
  );
}
