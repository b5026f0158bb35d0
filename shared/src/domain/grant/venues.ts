// The venues a grant can name on a chain: Fin's USDC pools it deposits into (the same registry the deposit and
// withdraw plans use) and CCTP's TokenMessengerV2 for moves between chains. Each kind lists the calls the grant
// allows on it and where in their calldata the user's own address must stand.
import type { Address } from 'viem';
import {
  AAVE_V3_POOL,
  CCTP_V2,
  COMPOUND_V3_COMET_USDC,
  METAMORPHO_VAULTS,
  MOONWELL_MUSDC,
} from '../chains/contracts';

export type GrantVenueKind = 'aave-v3' | 'compound-v3' | 'moonwell' | 'erc4626' | 'cctp';

export type GrantVenue = { kind: GrantVenueKind; name: string; address: Address };

/** Calls a grant allows per venue kind, and the calldata offset of the recipient that must be the user. */
export const VENUE_CALLS: Record<
  GrantVenueKind,
  { signatures: string[]; recipientOffset?: number; words: string }
> = {
  // supply(asset, amount, onBehalfOf, referral) and withdraw(asset, amount, to): onBehalfOf / to at byte 68.
  'aave-v3': {
    signatures: ['supply(address,uint256,address,uint16)', 'withdraw(address,uint256,address)'],
    recipientOffset: 68,
    words: 'supply and withdraw, for your account only',
  },
  // Comet credits and pays msg.sender: the user's own account.
  'compound-v3': {
    signatures: ['supply(address,uint256)', 'withdraw(address,uint256)'],
    words: 'supply and withdraw (always your own account)',
  },
  moonwell: {
    signatures: ['mint(uint256)', 'redeem(uint256)', 'redeemUnderlying(uint256)'],
    words: 'mint and redeem (always your own account)',
  },
  // deposit(assets, receiver), withdraw(assets, receiver, owner), redeem(shares, receiver, owner): receiver at 36.
  erc4626: {
    signatures: [
      'deposit(uint256,address)',
      'withdraw(uint256,address,address)',
      'redeem(uint256,address,address)',
    ],
    recipientOffset: 36,
    words: 'deposit, withdraw and redeem, for your account only',
  },
  // depositForBurn(amount, destinationDomain, mintRecipient, burnToken, destinationCaller, maxFee, minFinality):
  // mintRecipient (bytes32) at byte 68.
  cctp: {
    signatures: ['depositForBurn(uint256,uint32,bytes32,address,bytes32,uint256,uint32)'],
    recipientOffset: 68,
    words: 'burn USDC to move it to another network, minted to your own address only',
  },
};

/** Every venue a grant may name on a chain, in a stable order. */
export function grantableVenues(chainId: number): GrantVenue[] {
  const out: GrantVenue[] = [];
  const aave = AAVE_V3_POOL[chainId];
  if (aave) out.push({ kind: 'aave-v3', name: 'Aave V3', address: aave });
  const comet = COMPOUND_V3_COMET_USDC[chainId];
  if (comet) out.push({ kind: 'compound-v3', name: 'Compound V3', address: comet });
  const moonwell = MOONWELL_MUSDC[chainId];
  if (moonwell) out.push({ kind: 'moonwell', name: 'Moonwell', address: moonwell });
  for (const vault of Object.values(METAMORPHO_VAULTS)) {
    const address = (vault.addresses as Partial<Record<number, Address>>)[chainId];
    if (address) out.push({ kind: 'erc4626', name: vault.name, address });
  }
  out.push({ kind: 'cctp', name: 'CCTP (move USDC between networks)', address: CCTP_V2.tokenMessenger });
  return out;
}

export function findGrantVenue(chainId: number, address: string): GrantVenue | undefined {
  const wanted = address.toLowerCase();
  return grantableVenues(chainId).find((v) => v.address.toLowerCase() === wanted);
}
