// From the user's words to the delegation Fin asks them to sign, and the check that a signed one is exactly that.
import { type Caveat, type GrantCaveatInput, grantCaveats } from '@fin/shared/domain/grant/caveats';
import { PERIOD_OUTFLOW_ENFORCER } from '@fin/shared/domain/grant/framework';
import { checkGrant, type GrantRequest } from '@fin/shared/domain/grant/grant';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { SignedDelegation } from '@fin/shared/schemas/grant';
import { type Address, getAddress, type Hex, isAddressEqual } from 'viem';
import { ApiError } from '../../http/errors';
import type { GrantRow } from './repository';

export const refused = (message: string, code = 'GRANT_REFUSED') => new ApiError(400, code, message);

/** The caveat inputs of a request that passes every check; refused in words otherwise. */
export function caveatInput(
  wallet: Address,
  request: GrantRequest,
  startDate: number,
  chainTime: number,
): GrantCaveatInput {
  const check = checkGrant(request, chainTime);
  if (!check.ok) throw refused(check.errors.join(' '));
  const usdc = getTokenAddress('USDC', request.chainId);
  if (!usdc) throw refused(`Fin has no USDC on network ${request.chainId}.`);
  return {
    user: wallet,
    usdc,
    venues: check.venues,
    dailyCapUnits: check.dailyCapUnits,
    startDate,
    expiresAt: request.expiresAt,
    maxCalls: request.maxCalls,
  };
}

/** The inputs a stored grant was built from (to pick the caveat group of a call). */
export function rowInput(row: GrantRow): GrantCaveatInput {
  const usdc = getTokenAddress('USDC', row.chainId) as Address;
  return {
    user: getAddress(row.wallet),
    usdc,
    venues: row.venues,
    dailyCapUnits: row.dailyCapUnits,
    startDate: row.startDate,
    expiresAt: row.expiresAt,
    maxCalls: row.maxCalls,
  };
}

/** A random uint256 salt: two grants with the same terms are still two delegations. */
export function randomSalt(): Hex {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `0x${Buffer.from(bytes).toString('hex')}`;
}

const sameHex = (a: Hex, b: Hex) => a.toLowerCase() === b.toLowerCase();

/** Refuses a signed delegation whose parties or caveats are not the ones Fin built from the request. */
export function assertMatches(
  d: SignedDelegation,
  expected: { agent: Address; wallet: Address; caveats: Caveat[] },
) {
  if (!isAddressEqual(d.delegator, expected.wallet)) throw refused('The delegation is not from this wallet.');
  if (!isAddressEqual(d.delegate, expected.agent))
    throw refused("The delegation is not to this wallet's agent.");
  if (!sameHex(d.authority, `0x${'f'.repeat(64)}`))
    throw refused('The delegation must be a root delegation.');
  const same =
    d.caveats.length === expected.caveats.length &&
    d.caveats.every((c, i) => {
      const e = expected.caveats[i] as Caveat;
      return isAddressEqual(c.enforcer, e.enforcer) && sameHex(c.terms, e.terms) && sameHex(c.args, '0x');
    });
  if (!same) throw refused('The delegation does not carry the limits of this grant.');
}

/** The daily cap's caveat terms (the PeriodOutflowEnforcer reads its state with them). */
export function capTerms(d: SignedDelegation): Hex {
  const cap = d.caveats.find((c) => isAddressEqual(c.enforcer, PERIOD_OUTFLOW_ENFORCER));
  if (!cap) throw new Error('A stored grant has no daily cap caveat');
  return cap.terms as Hex;
}

export { grantCaveats };
