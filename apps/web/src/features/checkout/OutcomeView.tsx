import type { PaymentOutcome, PaymentStatusResponse } from '@prepa/shared';
import { CircleAlert, CircleCheckBig, CircleSlash, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { formatDate, formatPeriod, formatPrice } from '../../lib/format';
import { checkout as m, whatsapp } from '../../lib/messages';
import { useSiteInfo, whatsappLink } from '../../lib/site';

type Tone = 'success' | 'neutral' | 'warning' | 'danger';

const tones: Record<Tone, { icon: string; badge: string }> = {
  success: { icon: 'text-green-700', badge: 'bg-green-100 text-green-900' },
  neutral: { icon: 'text-slate-600', badge: 'bg-slate-100 text-slate-900' },
  warning: { icon: 'text-amber-700', badge: 'bg-amber-100 text-amber-950' },
  danger: { icon: 'text-red-700', badge: 'bg-red-100 text-red-900' },
};

/** Look of each outcome: a cancel is not an error, money taken without access is a warning. */
export const outcomeLook: Record<Exclude<PaymentOutcome, 'pending'>, { tone: Tone; Icon: LucideIcon }> = {
  paid: { tone: 'success', Icon: CircleCheckBig },
  cancelled: { tone: 'neutral', Icon: CircleSlash },
  abandoned: { tone: 'neutral', Icon: CircleSlash },
  expired: { tone: 'neutral', Icon: Clock },
  rejected: { tone: 'danger', Icon: CircleX },
  failed: { tone: 'danger', Icon: CircleX },
  test_payment: { tone: 'danger', Icon: CircleX },
  incomplete: { tone: 'warning', Icon: CircleAlert },
  mismatch: { tone: 'warning', Icon: CircleAlert },
  refunded: { tone: 'neutral', Icon: CircleCheckBig },
};

/** The card every state of the result page uses; its title takes the focus when it changes. */
export function ResultCard({
  tone,
  Icon,
  badge,
  title,
  children,
}: {
  tone: Tone;
  Icon: LucideIcon;
  badge?: string;
  title: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div className="container-page flex justify-center py-8 sm:py-12">
      <div className="w-full max-w-lg rounded-3xl bg-white p-6 text-center shadow-sm sm:p-8">
        <Icon aria-hidden="true" className={`mx-auto size-14 ${tones[tone].icon}`} />
        {badge && (
          <p
            className={`mt-4 inline-block rounded-full px-3 py-1 text-sm font-semibold ${tones[tone].badge}`}
          >
            {badge}
          </p>
        )}
        <h1 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold text-slate-900 outline-none">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}

function Contact() {
  const { data } = useSiteInfo();
  if (!data?.whatsappNumber) return null;
  return (
    <a
      className="text-sm font-semibold text-blue-800 underline"
      href={whatsappLink(data.whatsappNumber, whatsapp.greeting)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {m.contact}
    </a>
  );
}

/** What a confirmed payment gives, with the way to the unlocked exercises. */
function PaidDetails({ payment }: { payment: PaymentStatusResponse }) {
  const p = payment.package;
  return (
    <>
      <p className="mt-3 text-slate-700">{m.paid.text}</p>
      <section
        aria-labelledby="checkout-you-get"
        className="mt-5 rounded-2xl border border-green-200 bg-green-50 p-4 text-left"
        data-testid="checkout-you-get"
      >
        <h2 id="checkout-you-get" className="font-semibold text-slate-900">
          {m.youGet}
        </h2>
        <p className="mt-2 font-semibold text-slate-900">
          {p.name.includes(p.exam_type) ? p.name : `${p.name} — ${p.exam_type}`}
        </p>
        <p className="text-sm text-slate-700">
          {formatPeriod(p.period)} · {formatPrice(payment.amount)}
        </p>
        {payment.access && (
          <p className="mt-1 text-sm font-semibold text-green-900">
            {m.accessUntil(formatDate(payment.access.end_date))}
          </p>
        )}
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {m.includes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">{m.receiptSent}</p>
      </section>
      <div className="mt-6 flex flex-col items-center gap-3">
        <Link to={paths.exercisesFor(p.exam_type_slug)} className="btn btn-primary">
          {m.startExercises(p.exam_type)}
        </Link>
        <Link to={paths.dashboard} className="text-sm font-semibold text-blue-800 underline">
          {m.toDashboard}
        </Link>
      </div>
    </>
  );
}

/** The final screen of a payment: one text per outcome, saying whether money was taken. */
export function OutcomeView({ payment }: { payment: PaymentStatusResponse }) {
  const outcome = payment.outcome === 'pending' ? 'failed' : payment.outcome;
  const { tone, Icon } = outcomeLook[outcome];
  const text = m[outcome];
  if (outcome === 'paid') {
    return (
      <ResultCard tone={tone} Icon={Icon} badge={text.badge} title={text.title}>
        <PaidDetails payment={payment} />
      </ResultCard>
    );
  }
  const moneyTaken = outcome === 'incomplete' || outcome === 'mismatch' || outcome === 'test_payment';
  return (
    <ResultCard tone={tone} Icon={Icon} badge={text.badge} title={text.title}>
      <p className="mt-3 text-slate-700">{text.text}</p>
      <p className="mt-3 text-sm break-all text-slate-600" data-testid="payment-reference">
        {m.reference(payment.reference)}
      </p>
      <div className="mt-6 flex flex-col items-center gap-3">
        {moneyTaken ? (
          <>
            <Contact />
            <Link to={paths.dashboard} className="btn btn-secondary">
              {m.toDashboard}
            </Link>
          </>
        ) : (
          <>
            <Link to={paths.packages} className="btn btn-primary">
              {outcome === 'refunded' ? m.backToPackages : m.errorButton}
            </Link>
            <Contact />
          </>
        )}
      </div>
    </ResultCard>
  );
}

export { Contact };
