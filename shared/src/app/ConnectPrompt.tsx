import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import type { ReactNode } from 'react';

/** A section's "no wallet" state; its button opens the page's one wallet picker (the shell's, via the store). */
export function ConnectPrompt({ title, detail }: { title: string; detail?: ReactNode }) {
  const openWalletPicker = useFinStore((s) => s.openWalletPicker);
  return (
    <div className="fin-state">
      <p className="fin-state__title">{title}</p>
      {detail ? <p className="fin-muted">{detail}</p> : null}
      <Button onClick={openWalletPicker}>Connect wallet</Button>
    </div>
  );
}
