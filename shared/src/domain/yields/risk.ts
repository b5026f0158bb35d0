// Risk display rules: the label of a risk score and the tag of a vault in the Morpho Vaults list.

export type RiskLabel = 'Low' | 'Medium' | 'High';

/** Risk score (0-10) to label: under 3 Low, under 6 Medium, else High. */
export function riskLabel(score: number): RiskLabel {
  if (score < 3) return 'Low';
  if (score < 6) return 'Medium';
  return 'High';
}

export type MorphoVaultTag = 'High Risk' | 'Medium-High' | 'Established' | 'Growing' | 'New/Low TVL';

/**
 * Tag of a vault in the Morpho Vaults list, from APY in percent and TVL in millions of USD.
 * Rules apply in order: a high yield on a tiny vault is flagged before its size is praised.
 */
export function morphoVaultTag(apy: number, tvlMillions: number): MorphoVaultTag {
  if (apy > 20 && tvlMillions < 1) return 'High Risk';
  if (apy > 15 && tvlMillions < 10) return 'Medium-High';
  if (tvlMillions > 50) return 'Established';
  if (tvlMillions > 10) return 'Growing';
  return 'New/Low TVL';
}
