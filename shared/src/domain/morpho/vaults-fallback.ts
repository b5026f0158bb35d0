// The built-in list of 10 Morpho vaults on Ethereum, shown with 'Unable to load Morpho vault data' when the vault
// list cannot be loaded, so the section is never empty. Real vaults and real figures: the last DefiLlama /chart sample
// (2025-07-14) of the ten largest Ethereum MetaMorpho vaults in the AlexanderModestov/dune captures
// (data/defillama/*.csv + morpho_vaults.json, commit 8c5d4ef1282d04972658e41b1d4b560df2c40f0a, no licence stated).
// Names are the vaults' share symbols as DefiLlama lists them.
import type { MorphoVaultTag } from '../yields/risk';
import { morphoVaultTag } from '../yields/risk';

export type MorphoVaultListing = {
  address: string;
  name: string;
  /** Net APY, percent. */
  apy: number;
  /** Total assets, millions of USD. */
  tvl: number;
  /** The vault's page on Morpho's app (opens in a new tab). */
  link: string;
};

export const MORPHO_VAULTS_UNAVAILABLE = 'Unable to load Morpho vault data';
/** Date of the built-in figures, shown beside them. */
export const MORPHO_FALLBACK_AS_OF = '2025-07-14';

export function morphoVaultLink(address: string, chain = 'ethereum'): string {
  return `https://app.morpho.org/${chain}/vault/${address}`;
}

const vault = (name: string, address: string, apy: number, tvlUsd: number): MorphoVaultListing => ({
  address,
  name,
  apy,
  tvl: Math.round(tvlUsd / 1e4) / 100,
  link: morphoVaultLink(address),
});

export const MORPHO_FALLBACK_VAULTS: readonly MorphoVaultListing[] = [
  vault('STEAKUSDC', '0xBEEF01735c132Ada46AA9aA4c54623cAA92A64CB', 4.59235, 166_897_010),
  vault('STEAKUSDT', '0xbEef047a543E45807105E51A8BBEFCc5950fcfBa', 4.66366, 66_931_302),
  vault('HUSDC', '0x25D8039bB044dC227f741a9e381CA4cEAE2E6aE8', 8.22153, 41_678_398),
  vault('HYPERUSDC', '0x0135e907Ca8CCf299F2148e4B3E48439CD8BfB3d', 13.29282, 15_517_216),
  vault('APRUSDC', '0x214B47C50057eFaa7adc1B1C2608C3751Cd77D78', 12.09501, 4_459_291),
  vault('HYPERUSDT', '0x888883f0eDDF69Ca4BfD00Af93714Ff97F188888', 6.453, 699_587),
  vault('RE7USDT', '0x95EeF579155cd2C5510F312c8fA39208c3Be01a8', 1.66927, 484_006),
  vault('STEAKUSDTLITE', '0xbA1333333333a1BA1108E8412f11850A5C319bA9', 4.3739, 177_804),
  vault('RIMUUSDC', '0x38248d715336d4CAd20d3e12E8dc34DA596f9d6c', 12.0064, 138_147),
  vault('STEAKUSDCLEVEL', '0xbEEf11C63d7173BdCC2037e7220eE9Bd0cCDA862', 9.21608, 65_241),
];

/** A listing with its tag (the tag rules are in risk.ts). */
export function taggedVault(v: MorphoVaultListing): MorphoVaultListing & { tag: MorphoVaultTag } {
  return { ...v, tag: morphoVaultTag(v.apy, v.tvl) };
}
