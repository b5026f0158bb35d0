import type { NavItem } from '../features/nav/nav-items';

/** The dashboard's sections in page order: anchors, labels, and the remote that fills each. */
export type RemoteSection = {
  anchor: string;
  label: string;
  remoteId: string;
  /** Above the fold: load at once; others load as they approach the viewport. */
  eager?: boolean;
  /**
   * Height kept while the section loads: its rendered height for a visitor at 1440 px (measured), so the sections
   * below do not jump when it arrives and lazy sections stay below the first screen until scrolled to.
   */
  minHeight: number;
  /**
   * Height kept while it loads for a returning wallet (one is remembered in the store), when that differs from a
   * visitor's: the loaded panel's height at each width, set in shell.css.
   */
  walletLoadingHeight?: string;
};

export const REMOTE_SECTIONS: RemoteSection[] = [
  {
    anchor: 'portfolio',
    label: 'Stablecoin Portfolio',
    remoteId: 'mf_portfolio/PortfolioPanel',
    eager: true,
    minHeight: 260,
    walletLoadingHeight: 'var(--fin-portfolio-wallet-height)',
  },
  {
    anchor: 'optimizer',
    label: 'Portfolio Optimizer',
    remoteId: 'mf_optimizer/PortfolioOptimizer',
    eager: true,
    minHeight: 260,
  },
  { anchor: 'yields', label: 'USD Stablecoins', remoteId: 'mf_yields/YieldsSection', minHeight: 300 },
  { anchor: 'agent', label: 'Agent Status', remoteId: 'mf_agent/AgentPanel', minHeight: 185 },
  { anchor: 'morpho', label: 'Morpho Vaults', remoteId: 'mf_yields/MorphoVaults', minHeight: 670 },
  { anchor: 'quick-actions', label: 'Quick Actions', remoteId: 'mf_transfer/QuickActions', minHeight: 195 },
];

export const CHAT_REMOTE_ID = 'mf_chat/SupportChat';
export const YIELDS_REMOTE_ID = 'mf_yields/YieldsSection';
export const TRANSFER_LINK_REMOTE_ID = 'mf_transfer/TransferLink';

/** Anchors of the shell's own (static) sections, after the remote ones. */
export const STATIC_ANCHORS = {
  upComing: 'up-coming',
  notable: 'notable',
  jpy: 'jpy-stablecoins',
  latam: 'latam-stablecoins',
  advantage: 'fin-advantage',
} as const;

const remoteItem = (anchor: string, label: string): NavItem => ({
  anchor,
  label,
  remoteId: REMOTE_SECTIONS.find((s) => s.anchor === anchor)?.remoteId,
});

/** Desktop nav: buttons for the three sections people jump to most (portfolio, Morpho vaults, quick actions)… */
export const NAV_MAIN: NavItem[] = [
  remoteItem('portfolio', 'Portfolio'),
  remoteItem('morpho', 'Morpho Vaults'),
  remoteItem('quick-actions', 'Quick Actions'),
];

/** …plus a Protocols dropdown holding the two protocol sections. */
export const NAV_PROTOCOLS: NavItem[] = [
  { anchor: STATIC_ANCHORS.upComing, label: 'Up & Coming Protocols' },
  { anchor: STATIC_ANCHORS.notable, label: 'Notable Protocols' },
];

/**
 * Every section of the dashboard, in page order: the scroll-spy watches them all, so a section the nav does not
 * list (the agent, the optimizer) that fills the screen lights up nothing, instead of the nav item of the section
 * peeking in below it.
 */
export const PAGE_ANCHORS = [...REMOTE_SECTIONS.map((s) => s.anchor), ...Object.values(STATIC_ANCHORS)];
