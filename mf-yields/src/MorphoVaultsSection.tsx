import { lazyWithWallet } from '@fin/shared/web3/wallet-stack';

/**
 * Exposed as 'MorphoVaults': the market helper reads markets and signs through wagmi, so the section loads with the
 * page's wallet code and renders inside its scope.
 */
export default lazyWithWallet(() => import('./MorphoVaults'));
