/** The dashboard's anchors in the spec's order (§2), each with the remote that fills it. */
export type RemoteSection = {
  anchor: string;
  label: string;
  remoteId: string;
  /** Above the fold: load at once; others load as they approach the viewport. */
  eager?: boolean;
};

export const REMOTE_SECTIONS: RemoteSection[] = [
  {
    anchor: 'portfolio',
    label: 'Stablecoin Portfolio',
    remoteId: 'mf_portfolio/PortfolioPanel',
    eager: true,
  },
  {
    anchor: 'optimizer',
    label: 'Portfolio Optimizer',
    remoteId: 'mf_optimizer/PortfolioOptimizer',
    eager: true,
  },
  { anchor: 'yields', label: 'USD Stablecoins', remoteId: 'mf_yields/YieldsSection' },
  { anchor: 'agent', label: 'Agent Status', remoteId: 'mf_agent/AgentPanel' },
  { anchor: 'morpho', label: 'Morpho Vaults', remoteId: 'mf_yields/MorphoVaults' },
  { anchor: 'quick-actions', label: 'Quick Actions', remoteId: 'mf_transfer/QuickActions' },
];

export const CHAT_REMOTE_ID = 'mf_chat/SupportChat';
