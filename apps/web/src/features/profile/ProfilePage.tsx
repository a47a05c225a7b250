import { LoadingView } from '../../components/LoadingView';
import { ErrorState } from '../../components/StateViews';
import { profile as m } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileOverview } from './ProfileOverview';
import { useMe } from '../../api/users';

/** /dashboard/profile: overview and edit form. */
export default function ProfilePage() {
  useTitle(m.title);
  const me = useMe();
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{m.title}</h1>
      <div className="mt-4">
        {me.data ? (
          <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
            <ProfileOverview user={me.data} />
            <ProfileEditForm user={me.data} />
          </div>
        ) : me.isError ? (
          <ErrorState message={m.loadError} onRetry={() => void me.refetch()} />
        ) : (
          <LoadingView />
        )}
      </div>
    </>
  );
}
