import { RemoteSlot } from '@fin/shared/app/RemoteSlot';
import { useFinStore } from '@fin/shared/store/fin-store';
import { useEffect } from 'react';
import { FinAdvantage } from '../../features/advantage/FinAdvantage';
import { scrollToSection } from '../../features/nav/scroll-to-section';
import { useActiveSection } from '../../features/nav/useActiveSection';
import { NotableProtocols } from '../../features/notable/NotableProtocols';
import { UpComingProtocols } from '../../features/protocols/components/UpComingProtocols';
import { JPY_STABLECOINS, LATAM_STABLECOINS } from '../../features/regional-stablecoins/data';
import { StablecoinList } from '../../features/regional-stablecoins/StablecoinList';
import { WelcomeBanner } from '../../features/welcome/WelcomeBanner';
import { PAGE_ANCHORS, REMOTE_SECTIONS, STATIC_ANCHORS } from '../sections';

/** The single dashboard page: the remote sections first (what is about the user's money), then the shell's own static sections. */
export function DashboardPage() {
  useActiveSection(PAGE_ANCHORS, true);
  // A wallet that was connected last time reconnects on its own: keep its panels' height from the first paint.
  const returningWallet = useFinStore((s) => s.walletAddress !== null);

  // Arriving with #anchor (a nav choice on another page, or a shared link): go there once sections exist.
  useEffect(() => {
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (anchor) requestAnimationFrame(() => scrollToSection(anchor, { smooth: false }));
  }, []);

  return (
    <>
      <h1 id="page-title" tabIndex={-1} className="fin-sr-only">
        Fin — Maximum Interest: stablecoin dashboard
      </h1>
      <WelcomeBanner />
      <RemoteSections returningWallet={returningWallet} />
      <StaticSections />
    </>
  );
}

/** The sections the remotes draw, each in its own slot; a returning wallet's slots keep their panels' height. */
function RemoteSections({ returningWallet }: { returningWallet: boolean }) {
  return (
    <>
      {REMOTE_SECTIONS.map((s) => (
        <section key={s.anchor} id={s.anchor} className="fin-section" aria-label={s.label} tabIndex={-1}>
          <RemoteSlot
            remoteId={s.remoteId}
            title={s.label}
            lazyOnView={!s.eager}
            minHeight={s.minHeight}
            loadingMinHeight={returningWallet ? s.walletLoadingHeight : undefined}
          />
        </section>
      ))}
    </>
  );
}

/** The shell's own sections below the remotes: protocol lists, regional stablecoins and the Fin Advantage block. */
function StaticSections() {
  return (
    <>
      <section
        id={STATIC_ANCHORS.upComing}
        className="fin-section"
        aria-labelledby="up-coming-title"
        tabIndex={-1}
      >
        <UpComingProtocols />
      </section>
      <section
        id={STATIC_ANCHORS.notable}
        className="fin-section"
        aria-labelledby="notable-title"
        tabIndex={-1}
      >
        <NotableProtocols />
      </section>
      <section id={STATIC_ANCHORS.jpy} className="fin-section" aria-labelledby="jpy-title" tabIndex={-1}>
        <StablecoinList
          titleId="jpy-title"
          title="JPY Stablecoins"
          intro="Stablecoins pegged to the Japanese yen."
          coins={JPY_STABLECOINS}
        />
      </section>
      <section id={STATIC_ANCHORS.latam} className="fin-section" aria-labelledby="latam-title" tabIndex={-1}>
        <StablecoinList
          titleId="latam-title"
          title="LATAM Stablecoins"
          intro="Stablecoins pegged to Latin American currencies."
          coins={LATAM_STABLECOINS}
        />
      </section>
      <section
        id={STATIC_ANCHORS.advantage}
        className="fin-section"
        aria-labelledby="fin-advantage-title"
        tabIndex={-1}
      >
        <FinAdvantage />
      </section>
    </>
  );
}
