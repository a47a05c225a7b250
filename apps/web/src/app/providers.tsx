import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ToastProvider } from '../components/ToastProvider';
import { useToast } from '../components/toast-context';
import { configureApiClient } from '../lib/api-client';
import { common } from '../lib/messages';
import { paths } from '../lib/paths';

/** When the API client ends a session, go to the login screen inside the app (no reload). */
function SessionEndRedirect() {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    configureApiClient({
      onSessionEnded: () => {
        const here = window.location.pathname + window.location.search;
        toast.warning(common.sessionExpired);
        void import('../lib/query-client').then((q) => q.queryClient.clear());
        if (window.location.pathname !== paths.login)
          navigate(paths.loginWithRedirect(here), { replace: true });
      },
    });
  }, [navigate, toast]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <SessionEndRedirect />
      {children}
    </ToastProvider>
  );
}
