import { CircleHelp, Clock, LogIn } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { Spinner } from '../../components/LoadingView';
import { checkout as m } from '../../lib/messages';
import { useSession } from '../../lib/use-session';
import { useTitle } from '../../lib/use-title';
import { Contact, OutcomeView, ResultCard } from './OutcomeView';
import { POLL_FOR_MS, usePaymentStatus } from '../../api/payments';

/** The minute of waiting, as a bar that fills while the page asks. */
function Confirming({ elapsedMs, error }: { elapsedMs: number; error: boolean }) {
  const pct = Math.min(100, Math.max(4, Math.round((elapsedMs / POLL_FOR_MS) * 100)));
  return (
    <div className="container-page flex justify-center py-8 sm:py-12">
      <div
        role="status"
        className="w-full max-w-lg rounded-3xl bg-white p-6 text-center shadow-sm sm:p-8"
        data-testid="checkout-confirming"
      >
        <Spinner className="mx-auto size-12" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{m.confirming}</h1>
        <p className="mt-3 text-slate-700">{m.confirmingText}</p>
        <div
          role="progressbar"
          aria-label={m.confirmingProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          className="mx-auto mt-5 h-2 w-full max-w-xs overflow-hidden rounded-full bg-blue-100"
        >
          <div
            className="h-full rounded-full bg-blue-700 transition-[width] duration-700"
            style={{ width: `${pct}%` }}
          />
        </div>
        {error && <p className="mt-4 text-sm text-slate-600">{m.checkError}</p>}
      </div>
    </div>
  );
}

/**
 * /checkout/success and /checkout/error?reference=…: the page asks the API what the payment came
 * to (up to a minute while it is being confirmed) and shows that, whatever the path says.
 */
export default function CheckoutResultPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim().slice(0, 100) || null;
  const signedIn = !!useSession();
  const { state, restart } = usePaymentStatus(reference, signedIn);

  const title = !reference
    ? m.genericTitle
    : !signedIn
      ? m.signInTitle
      : state.phase === 'confirming'
        ? m.confirming
        : state.phase === 'done'
          ? m[state.payment.outcome === 'pending' ? 'stillPending' : state.payment.outcome].title
          : state.phase === 'timeout'
            ? m.stillPending.title
            : m.genericTitle;
  useTitle(title);

  if (!reference) {
    return (
      <ResultCard tone="neutral" Icon={CircleHelp} title={m.genericTitle}>
        <p className="mt-3 text-slate-700">{m.genericText}</p>
        <div className="mt-6 flex flex-col items-center gap-3">
          <Link to={paths.dashboard} className="btn btn-primary">
            {m.toDashboard}
          </Link>
          <Contact />
        </div>
      </ResultCard>
    );
  }
  if (!signedIn) {
    const here = `${window.location.pathname}${window.location.search}`;
    return (
      <ResultCard tone="neutral" Icon={LogIn} title={m.signInTitle}>
        <p className="mt-3 text-slate-700">{m.signInText}</p>
        <div className="mt-6 flex flex-col items-center gap-3">
          <Link to={paths.loginWithRedirect(here)} className="btn btn-primary">
            {m.signIn}
          </Link>
        </div>
      </ResultCard>
    );
  }
  if (state.phase === 'confirming') return <Confirming elapsedMs={state.elapsedMs} error={state.error} />;
  if (state.phase === 'done') return <OutcomeView payment={state.payment} />;
  if (state.phase === 'not-found') {
    return (
      <ResultCard tone="neutral" Icon={CircleHelp} title={m.genericTitle}>
        <p className="mt-3 text-slate-700">{m.notFound}</p>
        <p className="mt-2 text-sm text-slate-700">{m.genericText}</p>
        <div className="mt-6 flex flex-col items-center gap-3">
          <Link to={paths.dashboard} className="btn btn-primary">
            {m.toDashboard}
          </Link>
          <Contact />
        </div>
      </ResultCard>
    );
  }
  return (
    <ResultCard tone="warning" Icon={Clock} badge={m.stillPending.badge} title={m.stillPending.title}>
      <p className="mt-3 text-slate-700">{m.stillPending.text}</p>
      {state.error && <p className="mt-3 text-sm text-slate-600">{m.checkError}</p>}
      <p className="mt-3 text-sm break-all text-slate-600">{m.reference(reference)}</p>
      <div className="mt-6 flex flex-col items-center gap-3">
        <button type="button" className="btn btn-primary" onClick={restart}>
          {m.checkAgain}
        </button>
        <Link to={paths.dashboard} className="text-sm font-semibold text-blue-800 underline">
          {m.toDashboard}
        </Link>
        <Contact />
      </div>
    </ResultCard>
  );
}
