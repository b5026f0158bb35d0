import { RemoteSlot } from '@fin/shared/app/RemoteSlot';
import { preloadSection } from '@fin/shared/mf/section-loader';
import { Toaster } from '@fin/shared/ui/Toaster';
import { Header } from '../features/header/Header';
import { CHAT_REMOTE_ID, REMOTE_SECTIONS } from './sections';

export function App() {
  return (
    <>
      <a className="fin-skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <nav aria-label="Sections" className="shell-nav">
        {REMOTE_SECTIONS.map((s) => (
          <a
            key={s.anchor}
            href={`#${s.anchor}`}
            onMouseEnter={() => preloadSection(s.remoteId)}
            onFocus={() => preloadSection(s.remoteId)}
          >
            {s.label}
          </a>
        ))}
      </nav>
      <main id="main" className="shell-main">
        {REMOTE_SECTIONS.map((s) => (
          <section key={s.anchor} id={s.anchor} className="fin-section" aria-label={s.label}>
            <RemoteSlot remoteId={s.remoteId} title={s.label} lazyOnView={!s.eager} />
          </section>
        ))}
      </main>
      <RemoteSlot remoteId={CHAT_REMOTE_ID} title="Support chat" minHeight={0} />
      <Toaster />
    </>
  );
}
