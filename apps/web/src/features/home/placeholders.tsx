import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { home as m } from '../../lib/messages';
import { SectionTitle } from '../../components/SectionTitle';

/*
 * Placeholders of the home sections fed by the API, sized like what replaces them (measured at
 * 360 and 1280 px) so that nothing below moves when the data arrives: see
 * docs/decisions/053-aucun-decalage-pendant-les-chargements.md.
 */

/** Six cards: the catalogue's six exam types; heights average the real cards' heights. */
export function ExamTypesSkeleton() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i} className="h-56 animate-pulse rounded-2xl bg-slate-200 lg:h-60" />
      ))}
    </ul>
  );
}

/** The packages section's frame: title, three cards (or their placeholders) and the link. */
export function PackagesFrame({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="forfaits" className="container-page py-12">
      <SectionTitle id="forfaits" title={m.packagesTitle} text={m.packagesText} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {children ??
          [0, 1, 2].map((i) => (
            <div key={i} aria-hidden="true" className="h-86 animate-pulse rounded-2xl bg-slate-200" />
          ))}
      </div>
      <Link to={paths.packages} className="btn btn-secondary mt-6">
        {m.packagesAll}
      </Link>
    </section>
  );
}
