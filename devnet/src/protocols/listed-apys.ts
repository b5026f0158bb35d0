// The APY the yields list shows for each captured venue, in percent: the `apy` of its row in the DefiLlama capture
// the API serves (api/data/defillama/pools-snapshot.json, captured 2026-03-04T17:14:35Z). The devnet's stand-in at
// the venue's address accrues at exactly this rate, so what a depositor earns on the devnet is what the row
// promised; tests/listed-apys.test.ts fails when the capture and this table disagree.
export const LISTED_APY: Readonly<Record<string, number>> = {
  '65ce8276-b4d9-41ba-9f6f-21fc374cf9bc': 3.03908, // sparklend Ethereum USDC
  '8fbe28b8-140d-4e37-8804-5d2aba4daded': 2.73782, // sparklend Ethereum USDT
  'ba37b7ae-e0b0-4bf0-94ee-bcf3dd09d194': 5.25581, // radiant-v2 Arbitrum USDC
  'e5adf719-d8e7-4b36-a603-ed288483d13a': 4.03356, // radiant-v2 Base USDC
  'ff59b165-64e0-4868-a6db-6049b5135358': 3.3068, // benqi-lending Avalanche USDC
  'd5e3d09c-f681-46cb-932c-8d6fe1ff1487': 4.60818, // benqi-lending Avalanche USDT
  'dcd35b19-aaf6-486e-ada7-fba8767ab757': 2.48754, // dforce-lending Ethereum USDC
  '8ca17fc6-018b-46d4-9bfb-f2b5e981a0fb': 3.83592, // dforce-lending Ethereum USDT
  '0e84ae63-98ff-4b67-a355-9c3e1046e95c': 5.59213, // dforce-lending Ethereum DAI
  'c5c74dd1-995c-4445-9d84-3e710bad7d52': 4, // spark-savings Ethereum USDC
  'a5d67f7e-5b51-4a9d-969d-caf051a7f5a4': 3.4, // spark-savings Ethereum USDT
  'e96cbd55-a0a0-446a-89ba-ada6e2991d50': 4, // spark-savings Avalanche USDC
  '059fa0e6-7402-498c-bfa8-561baf4e82ec': 5.50295, // euler-v2 Avalanche USDC (EVK Vault eUSDC-19)
  '7cee66c5-4e83-4beb-8b4d-2c2fd62813c5': 5.67239, // silo-v2 Avalanche USDC (market 142)
  'a0f1def1-eacd-4b3a-91a1-be9a9c0cbc2c': 13.41604, // euler-v2 Ethereum USDC (EVK Vault eUSDC-95)
  '0fde8996-ecdf-441c-94a9-ec67403e9b8c': 4.35986, // euler-v2 Ethereum USDC (EVK Vault eUSDC-80)
  '31a0cd94-b781-4e0d-a9f1-1702bc2c238f': 3.98479, // euler-v2 Ethereum USDC (EVK Vault eUSDC-70)
  'fa68041a-2ce5-4ee5-88a0-ec5185f0bdb7': 2.55662, // euler-v2 Ethereum USDC (EVK Vault eUSDC-22)
  'a0f53224-c152-416e-8599-4563e70c6040': 4.08268, // euler-v2 Ethereum USDC (EVK Vault eUSDC-2)
  'bc244917-e28c-4f10-bfa4-79bf90529023': 3.16986, // euler-v2 Ethereum USDT (EVK Vault eUSDT-2)
  '8e41ef65-c599-4750-82a6-b284ddd33635': 0.15623, // euler-v2 Ethereum USDT (EVK Vault eUSDT-9)
  '939b0cda-7d65-41b8-9226-f28949a857e8': 3.71098, // euler-v2 Ethereum USDC (EVK Vault eUSDC-45)
  '4bb695e2-bd1c-473e-81ca-4e3d027cad78': 1.17686, // euler-v2 Ethereum USDC (EVK Vault eUSDC-63)
  '2b181181-f200-44d0-81bf-31f3575fea4c': 1.87514, // euler-v2 Ethereum USDC (EVK Vault eUSDC-69)
  '8395e9c7-a26d-4e9c-a6e9-7cc002244979': 7.46548, // euler-v2 Base USDC (EVK Vault eUSDC-49)
  '76f65ec2-ea3d-42a2-9f9f-1542b48838e9': 3.80833, // euler-v2 Base USDC (EVK Vault eUSDC-29)
  '2d02765d-1444-46a0-8046-cd7af0c06ac1': 2.3423, // euler-v2 Base USDC (EVK Vault eUSDC-1)
  'f4d5b566-e815-4ca2-bb07-7bcd8bc797f1': 2.33679, // compound-v3 Ethereum USDT
  '85247b13-8180-44e7-b38c-4d324cc68a92': 2.75094, // compound-v3 Arbitrum USDT
  '8d208be9-5455-48f9-89ba-1113f3f875ea': 3.34772, // compound-v3 Optimism USDT
  '94473b8f-8052-4490-aa8d-7df1024f2927': 2.86044, // compound-v3 Polygon USDT
};

/** The listed APY of a captured venue; a venue missing here is a mistake, not a default rate. */
export function listedApy(poolId: string): number {
  const apy = LISTED_APY[poolId];
  if (apy === undefined)
    throw new Error(`no listed APY for captured pool ${poolId}: add its capture row's apy`);
  return apy;
}
