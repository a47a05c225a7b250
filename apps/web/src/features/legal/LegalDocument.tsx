import { legal } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';

export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  useTitle(title);
  return (
    <article className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-700">{legal.updated(updated)}</p>
      <p className="mt-6 text-slate-800">{intro}</p>
      {sections.map((s, i) => (
        <section key={s.title} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">
            {i + 1}. {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-slate-800">
              {p}
            </p>
          ))}
          {s.list && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
              {s.list.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
