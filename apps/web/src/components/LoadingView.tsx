import { common } from '../lib/messages';

export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-blue-200 border-t-blue-700 ${className}`}
    />
  );
}

/** Full-area loading view: 'Chargement... Veuillez patienter'. */
export function LoadingView({ label = common.loading }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <Spinner />
      <p className="text-slate-700">{label}</p>
    </div>
  );
}
