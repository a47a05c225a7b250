import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** Milliseconds before auto-dismiss (5000 by default). */
  duration: number;
  /** Stays until closed; error toasts are persistent by default. */
  persistent: boolean;
}
export interface ToastOptions {
  duration?: number;
  persistent?: boolean;
}
export interface ToastApi {
  show(type: ToastType, message: string, o?: ToastOptions): number;
  success(message: string, o?: ToastOptions): number;
  error(message: string, o?: ToastOptions): number;
  warning(message: string, o?: ToastOptions): number;
  info(message: string, o?: ToastOptions): number;
  dismiss(id: number): void;
}

export const TOAST_DURATION_MS = 5000;
export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const t = useContext(ToastContext);
  if (!t) throw new Error('useToast doit être utilisé dans <ToastProvider>');
  return t;
}
