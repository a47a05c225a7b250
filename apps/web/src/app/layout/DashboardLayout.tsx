import { NavLink, Outlet, useLocation } from 'react-router';
import { ScrollRow } from '../../components/ScrollRow';
import { nav } from '../../lib/messages';
import { paths } from '../../lib/paths';

const items = [
  { to: paths.dashboard, label: nav.dashboardHome, end: true },
  { to: paths.history, label: nav.history, end: false },
  { to: paths.profile, label: nav.profile, end: false },
];

/** Sub-navigation of the dashboard pages (all but the exercises wizard). */
export function DashboardLayout() {
  const { pathname } = useLocation();
  return (
    <div className="container-page py-6">
      <nav aria-label={nav.dashboardNav} data-testid="dashboard-nav">
        <ScrollRow className="border-b border-slate-200" currentKey={pathname}>
          <ul className="flex w-max gap-2">
            {items.map((i) => (
              <li key={i.to}>
                <NavLink
                  to={i.to}
                  end={i.end}
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
        </ScrollRow>
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
