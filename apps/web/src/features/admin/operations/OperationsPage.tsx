import { Download } from 'lucide-react';
import { useToast } from '../../../components/toast-context';
import { adminOperations as m } from '../../../lib/messages';
import { useTitle } from '../../../lib/use-title';
import { downloadFile } from '../../../api/downloads';
import { JobsPanel } from './JobsPanel';
import { SettingsForm } from './SettingsForm';

/** Operations: the job queue, the newsletter export and the platform settings. */
export default function OperationsPage() {
  useTitle(m.title);
  const toast = useToast();
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">{m.title}</h1>
      <JobsPanel />
      <section aria-labelledby="newsletter-title" className="space-y-2">
        <h2 id="newsletter-title" className="text-xl font-bold text-slate-900">
          {m.newsletter}
        </h2>
        <p className="text-slate-700">{m.newsletterIntro}</p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() =>
            void downloadFile('adminOps.newsletterExport', 'lettre-abonnes.csv').catch(() =>
              toast.error(m.exportError),
            )
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {m.exportNewsletter}
        </button>
      </section>
      <SettingsForm />
    </div>
  );
}
