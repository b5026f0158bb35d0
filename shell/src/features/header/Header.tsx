import { WalletButton } from '@fin/shared/app/WalletButton';

/** Logo, the name Fin, the tagline and the wallet connect button. */
export function Header() {
  return (
    <header className="shell-header">
      <a href="/" className="shell-brand" aria-label="Fin — Maximum Interest, home">
        <span className="shell-logo" aria-hidden="true">
          F
        </span>
        <span>
          <span className="shell-name">Fin</span>
          <span className="shell-tagline">Maximum Interest</span>
        </span>
      </a>
      <WalletButton />
    </header>
  );
}
