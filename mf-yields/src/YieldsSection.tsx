import { DepositRequests } from './features/deposit/components/DepositRequests';
import { YieldsCard, type YieldsMode } from './features/yields-list/components/YieldsCard';

/**
 * 'USD Stablecoins': the yields list. The home page renders it as a section (with 'View all yields');
 * the shell's /yields page renders it with mode 'page' (a taller list, no link).
 */
export default function YieldsSection({ mode = 'section' }: { mode?: YieldsMode }) {
  return (
    <>
      <YieldsCard mode={mode} />
      <DepositRequests />
    </>
  );
}
