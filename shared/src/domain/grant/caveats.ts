// The grant as the chain enforces it: the delegation's caveats, built from the framework's published enforcers
// and Fin's PeriodOutflowEnforcer. One LogicalOrWrapperEnforcer holds a group per call shape (an approval of one
// venue, or a venue kind's calls with the user as recipient); every call must pass one whole group. Around it:
// no native value, an end time, a call budget and the daily USDC cap. Pure encoding with viem, no kit: the API
// and the page both build exactly these bytes.
import type { Address, Hex } from 'viem';
import {
  concat,
  encodeAbiParameters,
  isAddressEqual,
  numberToHex,
  pad,
  toFunctionSelector,
} from 'viem/utils';
import { DELEGATION_FRAMEWORK as F, PERIOD_OUTFLOW_ENFORCER } from './framework';
import { GRANT_PERIOD_SECONDS } from './grant';
import { type GrantVenue, type GrantVenueKind, VENUE_CALLS } from './venues';

export type Caveat = { enforcer: Address; terms: Hex; args: Hex };

export type GrantCaveatInput = {
  user: Address;
  usdc: Address;
  venues: GrantVenue[];
  dailyCapUnits: bigint;
  /** First second of the first day the cap counts. */
  startDate: number;
  expiresAt: number;
  maxCalls: number;
};

type Group = { caveats: Omit<Caveat, 'args'>[]; matches: (to: Address, data: Hex) => boolean };

const APPROVE = toFunctionSelector('approve(address,uint256)');
const word = (n: bigint | number) => numberToHex(n, { size: 32 });
const allowedCalldata = (offset: number, user: Address) => concat([word(offset), pad(user)]);
const same = (a: Hex, b: Hex) => a.toLowerCase() === b.toLowerCase();

function approvalGroup(usdc: Address, spender: Address): Group {
  return {
    caveats: [
      { enforcer: F.AllowedTargetsEnforcer, terms: usdc },
      { enforcer: F.AllowedMethodsEnforcer, terms: APPROVE },
      { enforcer: F.AllowedCalldataEnforcer, terms: allowedCalldata(4, spender) },
    ],
    matches: (to, data) =>
      isAddressEqual(to, usdc) &&
      same(data.slice(0, 10) as Hex, APPROVE) &&
      same(`0x${data.slice(34, 74)}`, spender),
  };
}

function kindGroup(kind: GrantVenueKind, targets: Address[], user: Address): Group {
  const spec = VENUE_CALLS[kind];
  const selectors = spec.signatures.map((s) => toFunctionSelector(s));
  const caveats: Omit<Caveat, 'args'>[] = [
    { enforcer: F.AllowedTargetsEnforcer, terms: concat(targets) },
    { enforcer: F.AllowedMethodsEnforcer, terms: concat(selectors) },
  ];
  if (spec.recipientOffset !== undefined)
    caveats.push({ enforcer: F.AllowedCalldataEnforcer, terms: allowedCalldata(spec.recipientOffset, user) });
  return {
    caveats,
    matches: (to, data) =>
      targets.some((t) => isAddressEqual(t, to)) && selectors.some((s) => same(data.slice(0, 10) as Hex, s)),
  };
}

function groups(input: GrantCaveatInput): Group[] {
  const out = input.venues.map((v) => approvalGroup(input.usdc, v.address));
  const kinds = [...new Set(input.venues.map((v) => v.kind))];
  for (const kind of kinds) {
    const targets = input.venues.filter((v) => v.kind === kind).map((v) => v.address);
    out.push(kindGroup(kind, targets, input.user));
  }
  return out;
}

const CAVEAT_TUPLE = {
  type: 'tuple[]',
  components: [
    { name: 'enforcer', type: 'address' },
    { name: 'terms', type: 'bytes' },
    { name: 'args', type: 'bytes' },
  ],
} as const;

function orWrapperTerms(list: Group[]): Hex {
  return encodeAbiParameters(
    [{ type: 'tuple[]', components: [{ name: 'caveats', ...CAVEAT_TUPLE }] }],
    [list.map((g) => ({ caveats: g.caveats.map((c) => ({ ...c, args: '0x' as Hex })) }))],
  );
}

/** The delegation's caveats, in this order: call shapes, no value, end time, call budget, daily cap. */
export function grantCaveats(input: GrantCaveatInput): Caveat[] {
  const none: Hex = '0x';
  return [
    { enforcer: F.LogicalOrWrapperEnforcer, terms: orWrapperTerms(groups(input)), args: none },
    { enforcer: F.ValueLteEnforcer, terms: word(0), args: none },
    // uint128 not-before (0: from now) then uint128 not-after.
    {
      enforcer: F.TimestampEnforcer,
      terms: concat([numberToHex(0, { size: 16 }), numberToHex(input.expiresAt, { size: 16 })]),
      args: none,
    },
    { enforcer: F.LimitedCallsEnforcer, terms: word(input.maxCalls), args: none },
    {
      enforcer: PERIOD_OUTFLOW_ENFORCER,
      terms: concat([
        input.usdc,
        word(input.dailyCapUnits),
        word(GRANT_PERIOD_SECONDS),
        word(input.startDate),
      ]),
      args: none,
    },
  ];
}

/** How many call shapes (wrapper groups) a grant has. */
export function groupCount(input: GrantCaveatInput): number {
  return groups(input).length;
}

/** The caveats with the redeemer's argument that selects wrapper group `index` for a call. */
export function caveatsForGroup(caveats: Caveat[], input: GrantCaveatInput, index: number): Caveat[] {
  const size = groups(input)[index]?.caveats.length ?? 0;
  const args = encodeAbiParameters(
    [
      {
        type: 'tuple',
        components: [
          { name: 'groupIndex', type: 'uint256' },
          { name: 'caveatArgs', type: 'bytes[]' },
        ],
      },
    ],
    [{ groupIndex: BigInt(index), caveatArgs: Array.from({ length: size }, () => '0x' as Hex) }],
  );
  return caveats.map((c, i) => (i === 0 ? { ...c, args } : c));
}

/**
 * The caveats with the redeemer's arguments for one call: the group of the wrapper the call fits. A call that
 * fits no group gets group 0 anyway, so the chain (not this code) refuses it.
 */
export function caveatsForCall(caveats: Caveat[], input: GrantCaveatInput, to: Address, data: Hex): Caveat[] {
  const index = groups(input).findIndex((g) => g.matches(to, data));
  return caveatsForGroup(caveats, input, Math.max(0, index));
}
