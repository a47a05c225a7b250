import { Link } from 'react-router';
import { footer, nav } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { lazyWithQuery } from '../../lib/with-query';
import { NewsletterForm } from './NewsletterForm';

// Loaded when the footer nears the viewport.
const FooterSocial = lazyWithQuery(
  () => import('./FooterSocial').then((x) => x.FooterSocial),
  null,
  'visible',
);

export function Footer() {
  const year = new Date().getFullYear();
  const linkClass = 'text-slate-300 underline-offset-4 hover:text-white hover:underline';
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">PrépaLangues</p>
          <p className="mt-2 text-sm text-slate-300">{footer.tagline}</p>
        </div>
        <nav aria-label={footer.linksTitle}>
          <h2 className="font-semibold text-white">{footer.linksTitle}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.home}>
                {nav.home}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.exercises}>
                {nav.exams}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.packages}>
                {nav.packages}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.login}>
                {footer.login}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{footer.legalTitle}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.terms}>
                {footer.terms}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.privacy}>
                {footer.privacy}
              </Link>
            </li>
          </ul>
          <FooterSocial />
        </div>
        <NewsletterForm />
      </div>
      <div className="border-t border-slate-700">
        <p className="container-page py-4 text-center text-sm text-slate-300">{footer.rights(year)}</p>
      </div>
    </footer>
  );
}
