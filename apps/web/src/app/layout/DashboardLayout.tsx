import { NavLink, Outlet } from 'react-router';
import { nav } from '../../lib/messages';
import { paths } from '../paths';

const items = [
  { to: paths.dashboard, label: nav.dashboardHome, end: true },
  { to: paths.history, label: nav.history, end: false },
  { to: paths.profile, label: nav.profile, end: false },
];

/** Sub-navigation of the dashboard pages (all but the exercises wizard). */
export function DashboardLayout() {
  return (
    <div className="container-page py-6">
      <nav aria-label={nav.dashboardNav} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 border-b border-slate-200">
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
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
