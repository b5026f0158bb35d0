// One chat message as the chat keeps it and the API answers it (schemas/chat.ts parses exactly these shapes,
// checked by shapedAs).

/** The section an answer suggests opening, prefilled (see contract/section-actions.ts). */
type ChatAction =
  | { type: 'deposit'; poolId: string; protocol: string; chainId: number; asset: string; amount?: string }
  | {
      type: 'transfer';
      fromChainId: number;
      toChainId: number;
      amount?: string;
      speed?: 'fast' | 'standard' | 'forwarded';
    }
  | { type: 'optimizer'; profile?: 'conservative' | 'balanced' | 'aggressive' };

type ChatOpportunity = {
  poolId: string;
  protocol: string;
  chain: string;
  chainId: number;
  asset: string;
  apy: number | null;
  tvl: number | null;
  riskLevel: 'low' | 'medium' | 'high';
};

type ChatMetadata = {
  /** The intent the engine recognised (balance, best-yield, …). */
  intent?: string;
  action?: ChatAction;
  apy?: number;
  riskScore?: number;
  /** 'alchemy': live chain and protocol reads (the spec's name); 'x402': a paid report; 'fallback': canned text. */
  dataSource: 'alchemy' | 'x402' | 'fallback';
  opportunities?: ChatOpportunity[];
  x402Enhanced: boolean;
  /** Where one answer's figures came from and how fresh they are. */
  sources?: { name: string; asOf: string }[];
  /** Set by the browser on the keyword reply it wrote itself because the API could not be reached. */
  offline?: boolean;
};

export type ChatMessage = {
  id: string;
  timestamp: string;
  sender: 'user' | 'agent';
  content: string;
  metadata?: ChatMetadata;
};
