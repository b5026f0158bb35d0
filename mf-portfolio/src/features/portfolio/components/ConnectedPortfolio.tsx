import type { ReactNode } from 'react';
import { PortfolioBody } from './PortfolioBody';
import { WithdrawHost } from './WithdrawAction';

/** A connected wallet's panel: balances, filters, export, allocation and withdrawals. */
export default function ConnectedPortfolio(props: {
  address: string;
  title: string;
  headerExtras: ReactNode;
}) {
  return (
    <WithdrawHost>
      <PortfolioBody {...props} />
    </WithdrawHost>
  );
}
