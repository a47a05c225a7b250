import { common, footer, whatsapp } from '../../lib/messages';
import { useSiteInfo, whatsappLink } from '../../lib/site';

const linkClass = 'text-slate-300 underline-offset-4 hover:text-white hover:underline';

/** Social and chat links of the footer, from the operator settings. */
export function FooterSocial() {
  const { data } = useSiteInfo();
  if (!data?.whatsappNumber && !data?.socialLinks.length) return null;
  return (
    <>
      <h2 className="mt-5 font-semibold text-white">{footer.followUs}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {data.socialLinks.map((s) => (
          <li key={s.url}>
            <a className={linkClass} href={s.url} target="_blank" rel="noopener noreferrer">
              {s.label} <span className="sr-only">{common.newTab}</span>
            </a>
          </li>
        ))}
        {data.whatsappNumber && (
          <li>
            <a
              className={linkClass}
              href={whatsappLink(data.whatsappNumber, whatsapp.greeting)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {footer.whatsappChannel} <span className="sr-only">{common.newTab}</span>
            </a>
          </li>
        )}
      </ul>
    </>
  );
}
