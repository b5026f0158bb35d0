// Typed ABIs of the devnet contracts (generated into artifacts/abis.ts by the compile step), for tests,
// seeds and benchmarks. The app uses its own ABIs of the real protocols; these are the same interfaces.
export {
  adaptiveCurveIrmAbi,
  aTokenAbi,
  cometAbi,
  marketOracleAbi,
  messageTransmitterV2Abi,
  metaMorphoVaultAbi,
  mTokenAbi,
  multicall3Abi,
  poolAbi,
  rateVaultAbi,
  savingsDaiAbi,
  tokenAbi,
  tokenMessengerV2Abi,
} from '../artifacts/abis';
// Morpho Blue's own ABI, from the bytecode the devnet places (src/real/compile-morpho.ts).
export { morphoAbi } from '../artifacts/real/abis';
