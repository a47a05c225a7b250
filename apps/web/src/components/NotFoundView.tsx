import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { notFound as m } from '../lib/messages';
import { useTitle } from '../lib/use-title';

/** The not-found screen: any unknown address, including an unknown slug inside a known page. */
export function NotFoundView() {
  useTitle(m.title);
  return (
    <div className="container-page flex flex-col items-center py-16 text-center">
      <Compass aria-hidden="true" className="size-16 text-blue-700" />
      <p className="mt-4 text-5xl font-extrabold text-slate-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{m.title}</h1>
      <p className="mt-2 max-w-md text-slate-700">{m.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="btn btn-primary">
          {m.home}
        </Link>
        <Link to={paths.packages} className="btn btn-secondary">
          {m.packages}
        </Link>
      </div>
    </div>
  );
}
