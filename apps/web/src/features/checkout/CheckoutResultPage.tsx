import { CircleCheckBig, CircleX } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { checkout as m, whatsapp } from '../../lib/messages';
import { useSiteInfo, whatsappLink } from '../../lib/site';
import { useTitle } from '../../lib/use-title';

/** /checkout/success and /checkout/error: one screen, two variants. */
export default function CheckoutResultPage() {
  const ok = useLocation().pathname.startsWith(paths.checkoutSuccess);
  useTitle(ok ? m.successTitle : m.errorTitle);
  const { data } = useSiteInfo();
  const Icon = ok ? CircleCheckBig : CircleX;
  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-sm">
        <Icon aria-hidden="true" className={`mx-auto size-16 ${ok ? 'text-green-700' : 'text-red-700'}`} />
        <p
          className={`mt-4 inline-block rounded-full px-3 py-1 text-sm font-semibold ${ok ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
        >
          {ok ? m.successBadge : m.errorBadge}
        </p>
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{ok ? m.successTitle : m.errorTitle}</h1>
        <p className="mt-3 text-slate-700">{ok ? m.successText : m.errorText}</p>
        <div className="mt-6 flex flex-col items-center gap-3">
          {ok ? (
            <Link to={paths.dashboard} className="btn btn-primary">
              {m.successButton}
            </Link>
          ) : (
            <>
              <Link to={paths.packages} className="btn btn-primary">
                {m.errorButton}
              </Link>
              {data?.whatsappNumber && (
                <a
                  className="text-sm font-semibold text-blue-800 underline"
                  href={whatsappLink(data.whatsappNumber, whatsapp.greeting)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {m.contact}
                </a>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
