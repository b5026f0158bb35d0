import { Card, CardHeader } from '@fin/shared/ui/Card';
import { MorphoMarketHelper } from './features/morpho-market/components/MorphoMarketHelper';
import { MorphoVaultsList } from './features/morpho-vaults/components/MorphoVaultsList';
import './features/morpho-vaults/components/morpho.css';

/** 'Morpho Vaults': top vault yields on Ethereum, and the Morpho Blue market helper. */
export default function MorphoVaults() {
  return (
    <Card data-section="mf_yields/MorphoVaults" aria-labelledby="morpho-title">
      <CardHeader id="morpho-title" title="Morpho Vaults" />
      <MorphoVaultsList />
      <MorphoMarketHelper />
    </Card>
  );
}
