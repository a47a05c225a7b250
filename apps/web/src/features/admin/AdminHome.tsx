import { Link } from 'react-router';
import { adminShell as m } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { adminSections } from './AdminLayout';

/** The back office's first page: one card per section. */
export default function AdminHome() {
  useTitle(m.title);
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{m.title}</h1>
      <p className="mt-1 max-w-2xl text-slate-700">{m.intro}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {adminSections.map((s) => (
          <li key={s.key}>
            <Link
              to={s.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-blue-700"
            >
              <span className="font-semibold text-blue-800">{s.label}</span>
              <span className="mt-1 block text-sm text-slate-700">{m.sections[s.key]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
