// Whether Fin can take a deposit into a yields row, decided before anything is typed: the list marks the rows it
// cannot (and can filter to the ones it can), the detail shows the protocol's own page instead of a deposit form,
// and the chat and the optimizer pick only among the depositable. One rule for all of them.
import type { YieldOpportunity } from '../yields/yield-opportunity';
import { depositableWithFin } from './method';
import { notDepositableReason } from './validation';
import { SOURCES_CHECKED } from './venues-checked';

type DepositSupportInput = Pick<
  YieldOpportunity,
  'protocolSlug' | 'protocol' | 'asset' | 'chain' | 'chainId' | 'poolAddress' | 'protocolUrl' | 'moonwellUrl'
>;

export type DepositSupport =
  | { depositable: true }
  /** `url` is the protocol's own page, where the user can deposit instead. */
  | { depositable: false; reason: string; url: string };

export function depositSupport(o: DepositSupportInput): DepositSupport {
  if (depositableWithFin(o)) return { depositable: true };
  const checked = o.poolAddress ? undefined : SOURCES_CHECKED[o.protocolSlug];
  const reason = checked
    ? `Fin cannot deposit into this ${o.protocol} pool: ${checked}, where Fin looks for the contract a deposit goes to, does not name this ${o.asset} pool on ${o.chain}. Deposit on ${o.protocol}'s own page.`
    : (notDepositableReason(o) ??
      `Fin cannot deposit into this ${o.protocol} pool yet: no published address list names its contract, or its token is not one Fin holds on ${o.chain}. Deposit on ${o.protocol}'s own page.`);
  return { depositable: false, reason, url: o.moonwellUrl ?? o.protocolUrl };
}
