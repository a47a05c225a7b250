import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/use-session';
import { paths } from '../lib/paths';

/** Login required: anonymous visitors go to /login?redirect=<where they wanted to go>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = !!useSession();
  const location = useLocation();
  if (!signedIn)
    return <Navigate to={paths.loginWithRedirect(location.pathname + location.search)} replace />;
  return children;
}

/**
 * Login and reset screens: a visitor already signed in when arriving is sent to /dashboard.
 * Signing in on the screen itself does not trigger it (the screen handles its own redirect).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = !!useSession();
  const [signedInOnArrival] = useState(signedIn);
  if (signedInOnArrival) return <Navigate to={paths.dashboard} replace />;
  return children;
}

/**
 * The back office: administrators, and reviewers (who see the review queue only); anyone else
 * signed in goes to their own space.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const s = useSession();
  const location = useLocation();
  if (!s) return <Navigate to={paths.loginWithRedirect(location.pathname + location.search)} replace />;
  if (s.user?.role !== 'admin' && s.user?.role !== 'reviewer')
    return <Navigate to={paths.dashboard} replace />;
  return children;
}
