import type { Package } from '@prepa/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { formatPeriod, formatPrice, savings } from '../lib/format';
import { packages as m } from '../lib/messages';
import { useSiteInfo } from '../lib/site';
import { useSession } from '../lib/use-session';

/** A package card: price (fr-CM, no decimals, XAF), period in months, promo price and savings. */
export function PackageCard({ pkg, headingLevel = 3 }: { pkg: Package; headingLevel?: 2 | 3 }) {
  const signedIn = !!useSession();
  const promo =
    pkg.reduction_percentage > 0 && pkg.promo_price !== null ? (pkg.promo_code ?? undefined) : undefined;
  const buy = paths.buyPackage(pkg.slug, promo);
  const href = signedIn ? buy : paths.loginWithRedirect(buy);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const saved = promo ? savings(pkg.price, pkg.promo_price) : 0;
  // What it includes, from the operator's settings and the catalogue's counts (GET /api/site/).
  const site = useSiteInfo().data;
  const rule = site?.access.find((a) => a.exam_type === pkg.exam_type_slug);
  const features = [
    m.immediate,
    ...(rule ? [m.allExercises(rule.exercises)] : []),
    m.correction,
    ...(site?.supportHours ? [site.supportHours] : []),
  ];
  return (
    <article
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="package-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <H className="text-lg font-bold text-slate-900">{pkg.name}</H>
          <p className="text-sm text-slate-700">{pkg.exam_type}</p>
        </div>
        {promo && (
          <span className="rounded-full bg-green-100 px-2 py-1 text-xs font-bold text-green-800">
            {m.reduction(pkg.reduction_percentage)}
          </span>
        )}
      </div>
      <div className="mt-4">
        {promo ? (
          <>
            <p className="text-sm text-slate-700">
              <span className="sr-only">{m.initialPrice} : </span>
              <s>{formatPrice(pkg.price)}</s>
            </p>
            <p className="text-2xl font-extrabold text-blue-800" data-testid="promo-price">
              <span className="sr-only">{m.promoPrice} : </span>
              {formatPrice(pkg.promo_price)}
            </p>
            <p className="text-sm font-semibold text-green-800" data-testid="savings">
              {m.savings(formatPrice(saved))}
            </p>
          </>
        ) : (
          <p className="text-2xl font-extrabold text-blue-800" data-testid="price">
            {formatPrice(pkg.price)}
          </p>
        )}
        <p className="text-sm text-slate-700">{m.perPeriod(formatPeriod(pkg.period))}</p>
      </div>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
        {features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-green-700" />
            {f}
          </li>
        ))}
      </ul>
      <Link to={href} className="btn btn-primary mt-5 w-full" aria-label={m.buyLabel(pkg.name)}>
        {m.buy}
      </Link>
    </article>
  );
}
