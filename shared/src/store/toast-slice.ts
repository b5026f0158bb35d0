import type { StateCreator } from 'zustand';

export type ToastTone = 'info' | 'success' | 'error';
export type Toast = { id: number; title: string; description?: string; tone: ToastTone };

export type ToastSlice = {
  toasts: Toast[];
  /** Any section can raise a toast; the page's one Toaster shows it. */
  pushToast: (toast: Omit<Toast, 'id'>) => void;
  dismissToast: (id: number) => void;
};

let nextId = 1;

export const createToastSlice: StateCreator<ToastSlice, [], [], ToastSlice> = (set) => ({
  toasts: [],
  pushToast: (toast) => set((s) => ({ toasts: [...s.toasts, { ...toast, id: nextId++ }] })),
  dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
});
