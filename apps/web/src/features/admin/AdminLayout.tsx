import { Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { adminShell as m } from '../../lib/messages';
import { useSession } from '../../lib/use-session';
import { adminPaths } from './admin-paths';

/** Every section of the back office, in the order of the navigation. */
export const adminSections = [
  { key: 'content', to: adminPaths.content, label: m.content },
  { key: 'learners', to: adminPaths.learners, label: m.learners },
  { key: 'payments', to: adminPaths.payments, label: m.payments },
  { key: 'reports', to: adminPaths.reports, label: m.reports },
  { key: 'reviews', to: adminPaths.reviews, label: m.reviews },
  { key: 'operations', to: adminPaths.operations, label: m.operations },
  { key: 'journal', to: adminPaths.journal, label: m.journal },
] as const;

const items = [{ key: 'home', to: adminPaths.root, label: m.home }, ...adminSections];

/**
 * The back office's frame: its title and the navigation between sections (a row that scrolls
 * sideways on a phone; not the learner ScrollRow, whose import from here would split the icon
 * runtime out of the learner entry chunk).
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const reviewer = useSession()?.user?.role === 'reviewer';
  const shown = reviewer ? items.filter((i) => i.key === 'reviews') : items;
  const row = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: keep the current section in view.
  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="container-page py-6" data-testid="admin">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{m.title}</p>
      <nav aria-label={m.nav} className="mt-2">
        <div ref={row} className="overflow-x-auto border-b border-slate-200">
          <ul className="flex w-max gap-1">
            {shown.map((i) => (
              <li key={i.key}>
                <NavLink
                  to={i.to}
                  end={i.key === 'home'}
                  className={({ isActive }) =>
                    `inline-block whitespace-nowrap border-b-2 px-3 py-3 text-sm font-medium ${
                      isActive
                        ? 'border-blue-700 text-blue-800'
                        : 'border-transparent text-slate-700 hover:text-slate-900'
                    }`
                  }
                >
                  {i.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div className="pt-6">
        <Suspense fallback={<LoadingView />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
