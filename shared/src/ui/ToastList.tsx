import { useFinStore } from '@fin/shared/store/fin-store';
import { Toast } from 'radix-ui';

/** The toasts themselves (Radix), loaded with the first toast the page raises (Toaster). */
export function ToastList() {
  const toasts = useFinStore((s) => s.toasts);
  const dismiss = useFinStore((s) => s.dismissToast);
  return (
    <Toast.Provider swipeDirection="right" duration={6000}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          className={`fin-toast fin-toast--${t.tone}`}
          type={t.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        >
          <Toast.Title className="fin-toast__title">{t.title}</Toast.Title>
          {t.description ? <Toast.Description>{t.description}</Toast.Description> : null}
        </Toast.Root>
      ))}
      <Toast.Viewport className="fin-toast-viewport" />
    </Toast.Provider>
  );
}
