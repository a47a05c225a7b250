import { GraduationCap, LogOut, Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useToast } from '../../components/toast-context';
import { Modal } from '../../components/Modal';
import { logout } from '../../lib/auth';
import { nav } from '../../lib/messages';
import { useSession } from '../../lib/use-session';
import { paths } from '../../lib/paths';

const links = [
  { to: paths.home, label: nav.home, end: true },
  { to: paths.exercises, label: nav.exams, end: false },
  { to: paths.methodology, label: nav.methodology, end: false },
  { to: paths.packages, label: nav.packages, end: false },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100'}`;
const sideClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-3 text-base font-medium ${isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-800 hover:bg-slate-100'}`;

export function Header({ sticky = true }: { sticky?: boolean }) {
  const signedIn = !!useSession();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A navigation (a link of the drawer, back or forward) closes the drawer; a page that only
  // rewrites its own address (replace) leaves it open.
  useEffect(() => {
    if (navigationType !== 'REPLACE') setOpen(false);
  }, [pathname, navigationType]);

  const onLogout = async () => {
    setOpen(false);
    await logout();
    // Another learner may sign in on this device: forget the previous one's server data.
    void import('../../lib/query-client').then((q) => q.queryClient.clear());
    toast.info(nav.loggedOut);
    navigate(paths.home);
  };

  const account = (side: boolean) =>
    signedIn ? (
      <>
        <NavLink
          to={paths.dashboard}
          end
          className={side ? sideClass : navClass}
          onClick={() => setOpen(false)}
        >
          {nav.dashboard}
        </NavLink>
        <button
          type="button"
          onClick={onLogout}
          className={side ? 'btn btn-secondary mt-2 w-full' : 'btn btn-secondary'}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {nav.logout}
        </button>
      </>
    ) : (
      <Link
        to={paths.login}
        className={side ? 'btn btn-primary mt-2 w-full' : 'btn btn-primary'}
        onClick={() => setOpen(false)}
      >
        {nav.loginRegister}
      </Link>
    );

  return (
    <header
      className={`${sticky ? 'sticky top-0 z-30 bg-white/95 backdrop-blur' : 'relative bg-white'} border-b border-slate-200`}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home}
          className="flex items-center gap-2 font-bold text-blue-800"
          aria-label={nav.homeLink}
        >
          <GraduationCap aria-hidden="true" className="size-7" />
          <span className="text-lg">PrépaLangues</span>
        </Link>
        <nav aria-label={nav.main} className="hidden items-center gap-1 lg:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end} className={navClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">{account(false)}</div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-label={nav.openMenu}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={nav.mobileMenu} variant="side">
        <nav aria-label={nav.main}>
          <ul className="space-y-1">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} className={sideClass} onClick={() => setOpen(false)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 border-t border-slate-200 pt-4">{account(true)}</div>
        </nav>
      </Modal>
    </header>
  );
}
