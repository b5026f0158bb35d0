import { type Address, decodeAbiParameters, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { AAVE_V3_POOL, CCTP_V2 } from '../chains/contracts';
import { caveatsForCall, type GrantCaveatInput, grantCaveats, groupCount } from './caveats';
import { DELEGATION_FRAMEWORK, PERIOD_OUTFLOW_ENFORCER } from './framework';
import { grantableVenues } from './venues';

const user: Address = '0x1111111111111111111111111111111111111111';
const usdc: Address = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const aave = AAVE_V3_POOL[8453] as Address;
const input: GrantCaveatInput = {
  user,
  usdc,
  venues: grantableVenues(8453).filter((v) => v.address === aave || v.address === CCTP_V2.tokenMessenger),
  dailyCapUnits: 100_000_000n,
  startDate: 1_800_000_000,
  expiresAt: 1_800_086_400,
  maxCalls: 20,
};

describe('grantCaveats', () => {
  it('wraps the call shapes and adds no value, an end, a call budget and the daily cap', () => {
    const caveats = grantCaveats(input);
    expect(caveats.map((c) => c.enforcer)).toEqual([
      DELEGATION_FRAMEWORK.LogicalOrWrapperEnforcer,
      DELEGATION_FRAMEWORK.ValueLteEnforcer,
      DELEGATION_FRAMEWORK.TimestampEnforcer,
      DELEGATION_FRAMEWORK.LimitedCallsEnforcer,
      PERIOD_OUTFLOW_ENFORCER,
    ]);
    // Two approvals (one per venue) and one group per venue kind.
    expect(groupCount(input)).toBe(4);
    expect(caveats[2]?.terms).toBe(`0x${'0'.repeat(32)}${(1_800_086_400).toString(16).padStart(32, '0')}`);
    expect(caveats[4]?.terms.length).toBe(2 + 116 * 2);
  });

  it('picks the group a call fits for the redeemer’s argument', () => {
    const caveats = grantCaveats(input);
    const supply = `0x617ba037${'0'.repeat(64 * 4)}` as Hex;
    const [chosen] = caveatsForCall(caveats, input, aave, supply);
    const [{ groupIndex }] = decodeAbiParameters(
      [
        {
          type: 'tuple',
          components: [
            { name: 'groupIndex', type: 'uint256' },
            { name: 'caveatArgs', type: 'bytes[]' },
          ],
        },
      ],
      chosen?.args as Hex,
    );
    expect(groupIndex).toBe(2n);
  });
});
