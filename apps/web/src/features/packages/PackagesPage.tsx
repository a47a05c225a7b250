import { BadgeCheck, BadgeX, RotateCcw, Tag } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/LoadingView';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { errorMessage } from '../../lib/api-client';
import { access, common, packages as m } from '../../lib/messages';
import { useSiteInfo } from '../../lib/site';
import { useTitle } from '../../lib/use-title';
import { PackageCard } from '../../components/PackageCard';
import { useExamTypes } from '../../api/catalog';
import { usePackages } from '../../api/billing';

// While the exam types load, placeholders as wide as the six catalogue buttons keep the filter
// row's height at every width (docs/decisions/053).
const pillWidths = ['w-[7.8rem]', 'w-[7rem]', 'w-[4.7rem]', 'w-[5rem]', 'w-[4.6rem]', 'w-[4.65rem]'];

/** /packages?examtype=<slug>&codePromo=<code> */
/** What is free and what a package unlocks, per exam type: the operator's rule and the catalogue's counts. */
function AccessRules() {
  const list = useSiteInfo().data?.access.filter((a) => a.exercises > 0) ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="regles-acces" className="mt-6 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="regles-acces" className="font-semibold text-slate-900">
        {access.rulesTitle}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="access-rules">
        {list.map((a) => (
          <li key={a.exam_type}>{access.examType(a)}</li>
        ))}
      </ul>
    </section>
  );
}

export default function PackagesPage() {
  useTitle(m.title);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const examTypes = useExamTypes();
  const [examType, setExamType] = useState(params.get('examtype') ?? '');
  const [promoInput, setPromoInput] = useState(params.get('codePromo') ?? '');
  const [promo, setPromo] = useState(params.get('codePromo') ?? '');

  // Without an exam type in the URL, the first one is selected.
  const firstSlug = examTypes.data?.[0]?.slug;
  useEffect(() => {
    if (!examType && firstSlug) setExamType(firstSlug);
  }, [examType, firstSlug]);

  const query = usePackages(
    { examType: examType || undefined, promoCode: promo || undefined },
    !!examType || examTypes.isError,
  );
  const loading = query.isFetching;

  // After each successful load, the URL mirrors the selected exam type and promo code.
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!loadedAt || query.isError) return;
    const next = new URLSearchParams();
    if (examType) next.set('examtype', examType);
    if (promo) next.set('codePromo', promo);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only after a load
  }, [loadedAt]);

  const canApply = promoInput.trim() !== '' && !!examType && !loading;
  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canApply) return;
    setPromo(promoInput.trim().toUpperCase());
  };
  const chooseExamType = (slug: string) => {
    if (slug === examType) return;
    setExamType(slug);
    // Changing exam type clears the promo code (SPEC §4).
    setPromo('');
    setPromoInput('');
  };

  const list = query.data ?? [];
  const promoState =
    promo && query.isSuccess && !query.isPlaceholderData && list.length > 0
      ? list[0]!.reduction_percentage > 0
        ? 'active'
        : 'invalid'
      : null;

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-bold text-slate-900">{m.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{m.intro}</p>

      <div className="mt-6 flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm md:flex-row md:items-end md:justify-between">
        <fieldset>
          <legend className="field-label">{m.filtersLabel}</legend>
          <div className="flex flex-wrap gap-2">
            {examTypes.data?.map((t) => (
              <button
                key={t.slug}
                type="button"
                aria-pressed={t.slug === examType}
                onClick={() => chooseExamType(t.slug)}
                className={`btn ${t.slug === examType ? 'btn-primary' : 'btn-secondary'}`}
              >
                {t.name}
              </button>
            ))}
            {examTypes.isPending &&
              pillWidths.map((w) => (
                <span
                  key={w}
                  aria-hidden="true"
                  className={`min-h-11 animate-pulse rounded-lg bg-slate-200 ${w}`}
                />
              ))}
          </div>
        </fieldset>
        <form onSubmit={apply} className="md:w-80">
          <label htmlFor={`${id}-promo`} className="field-label">
            {m.promoLabel}
          </label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Tag
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-3.5 size-4 text-slate-500"
              />
              <input
                id={`${id}-promo`}
                value={promoInput}
                onChange={(e) => setPromoInput(e.target.value)}
                placeholder={m.promoPlaceholder}
                autoCapitalize="characters"
                autoComplete="off"
                disabled={loading}
                aria-describedby={`${id}-promo-state`}
                className="field-input pl-9 uppercase"
              />
            </div>
            <button type="submit" className="btn btn-primary" disabled={!canApply}>
              {m.promoApply}
            </button>
          </div>
          <div id={`${id}-promo-state`} aria-live="polite" className="mt-2 min-h-5 text-sm">
            {promoState === 'active' && (
              <p className="flex items-center gap-1 font-semibold text-green-800">
                <BadgeCheck aria-hidden="true" className="size-4" /> {m.promoActive(promo)}
              </p>
            )}
            {promoState === 'invalid' && (
              <p className="flex items-center gap-1 font-semibold text-red-700">
                <BadgeX aria-hidden="true" className="size-4" /> {m.promoInvalid(promo)}
              </p>
            )}
            {!examType && !examTypes.isPending && <p className="text-slate-700">{m.promoNeedsExam}</p>}
          </div>
        </form>
      </div>

      <section className="mt-6" aria-busy={loading} aria-label={m.title}>
        {query.isError ? (
          <ErrorState message={errorMessage(query.error, m.error)} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <div className="flex justify-center p-10" role="status">
            <Spinner />
            <span className="sr-only">{m.loading}</span>
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            title={m.empty}
            text={m.emptyText}
            action={
              <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
                <RotateCcw aria-hidden="true" className="size-4" /> {common.reload}
              </button>
            }
          />
        ) : (
          <div className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`}>
            {list.map((p) => (
              <PackageCard key={p.slug} pkg={p} headingLevel={2} />
            ))}
          </div>
        )}
      </section>
      {/* Below the packages, once they are shown: it arrives with the site settings and would
          otherwise push the list down, or be pushed down by it (layout shift). */}
      {!query.isPending && <AccessRules />}
    </div>
  );
}
