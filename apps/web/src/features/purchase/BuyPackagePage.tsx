import type { SubscriptionRequest } from '@prepa/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { LoadingView } from '../../components/LoadingView';
import { ErrorState } from '../../components/StateViews';
import { subscribe } from '../../api/billing';
import { errorMessage } from '../../lib/api-client';
import { purchase as m } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';

/** Only same-origin pages or https payment pages are followed. */
function safePaymentLink(link: unknown): string | null {
  if (typeof link !== 'string' || !link) return null;
  try {
    const u = new URL(link, window.location.origin);
    if (u.origin === window.location.origin || u.protocol === 'https:') return u.toString();
  } catch {
    /* invalid URL */
  }
  return null;
}

/** /buy-package/{slug}[/{promo}]: a loader while the subscription is created, then the payment page. */
export default function BuyPackagePage() {
  useTitle(m.redirecting);
  const { slug = '', promo } = useParams();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const start = useCallback(async () => {
    setError(null);
    try {
      const body: SubscriptionRequest = { slug_package: slug, promo_code: promo ?? null };
      const res = await subscribe(body);
      const link = safePaymentLink(res?.link);
      if (!link) throw new Error(m.noLink);
      window.location.assign(link);
    } catch (err) {
      setError(err instanceof Error && err.message === m.noLink ? m.noLink : errorMessage(err, m.error));
    }
  }, [slug, promo]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  if (error)
    return (
      <div className="container-page max-w-xl py-10">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{m.error}</h1>
        <ErrorState message={error} onRetry={() => void start()}>
          <Link to={paths.packages} className="btn btn-secondary">
            {m.backToPackages}
          </Link>
        </ErrorState>
      </div>
    );
  return (
    <div className="container-page">
      <h1 className="sr-only">{m.redirecting}</h1>
      <LoadingView label={m.redirecting} />
    </div>
  );
}
