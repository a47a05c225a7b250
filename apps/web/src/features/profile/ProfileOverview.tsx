import type { User } from '@prepa/shared';
import { BadgeCheck, PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { formatDate, formatDateTime } from '../../lib/format';
import { profile as m } from '../../lib/messages';

/** Package (or a clear "no package" state), full name, e-mail, last login in French. */
export function ProfileOverview({ user }: { user: User }) {
  const sub = user.current_subscription;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.username || user.email;
  return (
    <section
      aria-labelledby="overview-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="overview-title" className="text-lg font-bold text-slate-900">
        {m.overview}
      </h2>
      <div
        data-testid="profile-package"
        className={`mt-3 rounded-xl p-4 ${sub ? 'bg-green-50 text-green-950' : 'bg-amber-50 text-amber-950'}`}
      >
        <p className="text-xs font-semibold uppercase tracking-wide">{m.package}</p>
        {sub ? (
          <p className="mt-1 flex items-start gap-2">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <span className="block font-bold">{sub.package.name}</span>
              <span className="block text-sm">{m.packageUntil(formatDate(sub.end_date))}</span>
            </span>
          </p>
        ) : (
          <>
            <p className="mt-1 flex items-center gap-2 font-bold">
              <PackageOpen aria-hidden="true" className="size-5 shrink-0" /> {m.noPackage}
            </p>
            <p className="mt-1 text-sm">{m.noPackageText}</p>
            <Link to={paths.packages} className="btn btn-accent mt-3">
              {m.seePackages}
            </Link>
          </>
        )}
      </div>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="text-slate-700">{m.fullName}</dt>
          <dd className="font-semibold text-slate-900">{fullName}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{m.email}</dt>
          <dd className="break-all font-semibold text-slate-900">{user.email}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{m.lastLogin}</dt>
          <dd className="font-semibold text-slate-900" data-testid="last-login">
            {user.last_login ? formatDateTime(user.last_login) : m.lastLoginNever}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">{m.memberSince}</dt>
          <dd className="font-semibold text-slate-900">{formatDate(user.date_joined)}</dd>
        </div>
      </dl>
    </section>
  );
}
