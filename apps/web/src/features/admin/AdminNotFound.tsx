import { Link } from 'react-router';
import { adminShell as m } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { adminPaths } from './admin-paths';

/** An address under /admin that no section answers. */
export default function AdminNotFound() {
  useTitle(m.title);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-bold text-slate-900">{m.notFound}</h1>
      <Link to={adminPaths.root} className="btn btn-secondary mt-4">
        {m.backHome}
      </Link>
    </div>
  );
}
