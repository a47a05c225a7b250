import { placeholders } from '../lib/messages';
import { useTitle } from '../lib/use-title';

/** Minimal screen for a route whose real page is still being built. */
export function PagePlaceholder({ title }: { title: string }) {
  useTitle(title);
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{placeholders.soon}</p>
    </section>
  );
}
