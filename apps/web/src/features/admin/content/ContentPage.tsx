import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingView } from '../../../components/LoadingView';
import { ErrorState } from '../../../components/StateViews';
import { adminContent as m, adminShell } from '../../../lib/messages';
import { useTitle } from '../../../lib/use-title';
import { adminPaths } from '../admin-paths';
import { PublishedBadge } from '../ui/Field';
import { useContentSearch, useContentTree } from '../../../api/admin-content';
import { ExamTypeBlock } from './ContentTree';
import { CreateForm } from './CreateForm';
import { PackImport } from './PackImport';

function Search() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useContentSearch(q);
  return (
    <div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
        }}
      >
        <div className="w-full sm:w-80">
          <label htmlFor="content-search" className="field-label">
            {m.searchLabel}
          </label>
          <input
            id="content-search"
            type="search"
            className="field-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {m.search}
        </button>
      </form>
      {q && found.data && (
        <ul className="mt-3 space-y-1" aria-live="polite">
          {found.data.length === 0 && <li className="text-slate-700">{m.searchEmpty}</li>}
          {found.data.map((r) => (
            <li key={`${r.kind}:${r.slug}`} className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-slate-600">
                {r.kind === 'exercise' ? m.exercise : m.question}
              </span>
              <Link to={adminPaths.exercise(r.exercise_slug)} className="break-all text-blue-800 underline">
                {r.label || r.slug}
              </Link>
              <PublishedBadge published={r.published} labels={{ published: m.published, draft: m.draft }} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The content: search, every exam type with its exams and exercises, creation, packs. */
export default function ContentPage() {
  useTitle(m.title);
  const tree = useContentTree();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{m.title}</h1>
      <p className="text-slate-700">{m.intro}</p>
      <Search />
      {tree.isPending ? (
        <LoadingView />
      ) : tree.isError ? (
        <ErrorState message={adminShell.loadError} onRetry={() => void tree.refetch()} />
      ) : (
        tree.data.map((t) => <ExamTypeBlock key={t.slug} t={t} />)
      )}
      <CreateForm
        title={m.newExamType}
        name="adminContent.createExamType"
        fields={[
          { name: 'name', label: m.name },
          { name: 'slug', label: m.slug },
          { name: 'description', label: m.description, kind: 'textarea' },
        ]}
      />
      <PackImport />
    </div>
  );
}
