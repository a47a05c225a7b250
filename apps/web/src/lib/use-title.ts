import { useEffect } from 'react';
import { brand } from './messages';

/** Sets the tab title: `<page> · PrépaLangues`. */
export function useTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${brand}`
      : `${brand} — Préparation au TCF Canada et aux examens de langue`;
  }, [title]);
}
