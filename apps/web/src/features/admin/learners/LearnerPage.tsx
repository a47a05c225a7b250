import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingView } from '../../../components/LoadingView';
import { ErrorState } from '../../../components/StateViews';
import { useToast } from '../../../components/toast-context';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { adminLearners as m, adminShell } from '../../../lib/messages';
import { useTitle } from '../../../lib/use-title';
import { adminPaths } from '../admin-paths';
import AdminNotFound from '../AdminNotFound';
import { ReasonDialog } from '../ui/ReasonDialog';
import {
  useDeleteLearner,
  useLearner,
  useLearnerAction,
  type LearnerAction,
} from '../../../api/admin-learners';
import { DeleteLearnerDialog } from './DeleteLearnerDialog';
import { LearnerActivity } from './LearnerActivity';
import { StatusBadge } from './LearnersPage';
import { LearnerSubscriptions } from './LearnerSubscriptions';

/** A learner's page: profile, subscriptions, attempts, payments; disable, enable or delete. */
export default function LearnerPage() {
  const id = Number(useParams().id);
  const q = useLearner(id);
  const action = useLearnerAction(id);
  const remove = useDeleteLearner(id);
  const toast = useToast();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'status' | 'delete' | null>(null);
  useTitle(q.data?.profile.email ?? m.title);

  if (q.isPending) return <LoadingView />;
  if (q.isError) {
    if (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 400))
      return <AdminNotFound />;
    return <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />;
  }
  const { profile } = q.data;
  const editable = !profile.deleted_at && profile.role === 'learner';
  const act = async (a: LearnerAction) => (await action.mutateAsync(a)).detail;
  const name = `${profile.first_name} ${profile.last_name}`.trim() || m.noName;
  return (
    <div className="space-y-4">
      <Link to={adminPaths.learners} className="text-sm font-semibold text-blue-800 underline">
        {m.back}
      </Link>
      <section aria-labelledby="learner-title" className="rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="learner-title" className="break-all text-2xl font-bold text-slate-900">
            {profile.deleted_at ? m.deleted : profile.email}
          </h1>
          <StatusBadge u={profile} />
        </div>
        {profile.deleted_at ? (
          <p className="mt-2 text-slate-700">{m.deletedNotice(formatDate(profile.deleted_at))}</p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
            <li>
              <span className="font-semibold">{m.profile} : </span>
              {name}
            </li>
            <li>{m.joined(formatDate(profile.date_joined))}</li>
            <li>{profile.last_login ? m.lastLogin(formatDateTime(profile.last_login)) : m.neverLoggedIn}</li>
            <li>{m.recordings(q.data.recordings)}</li>
          </ul>
        )}
        {editable && (
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className="btn btn-secondary" onClick={() => setDialog('status')}>
              {profile.is_active ? m.disable : m.enable}
            </button>
            <button
              type="button"
              className="btn border border-red-700 bg-white text-red-800 hover:bg-red-50"
              onClick={() => setDialog('delete')}
            >
              {m.remove}
            </button>
          </div>
        )}
      </section>
      <LearnerSubscriptions subscriptions={q.data.subscriptions} editable={editable} act={act} />
      <LearnerActivity detail={q.data} />
      <ReasonDialog
        open={dialog === 'status'}
        title={profile.is_active ? m.disableTitle : m.enableTitle}
        text={profile.is_active ? m.disableText : undefined}
        reasonLabel={m.reason}
        confirmLabel={profile.is_active ? m.disable : m.enable}
        danger={profile.is_active}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) =>
          void toast.success(await act({ kind: profile.is_active ? 'disable' : 'enable', reason }))
        }
      />
      <DeleteLearnerDialog
        open={dialog === 'delete'}
        email={profile.email}
        onClose={() => setDialog(null)}
        onDelete={async (confirmEmail, reason) => {
          const res = await remove.mutateAsync({
            confirm_email: confirmEmail,
            ...(reason ? { reason } : {}),
          });
          toast.success(m.removed(res.recordings));
          setDialog(null);
          void navigate(adminPaths.learner(id), { replace: true });
        }}
      />
    </div>
  );
}
