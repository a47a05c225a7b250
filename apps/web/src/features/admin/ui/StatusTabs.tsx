/** Tabs between the states of an admin list (open / resolved / rejected...). */
export function StatusTabs<K extends string>({
  label,
  tabs,
  current,
  counts,
  onChange,
}: {
  label: string;
  tabs: Record<K, string>;
  current: K;
  counts?: Partial<Record<K, number>>;
  onChange: (k: K) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {(Object.keys(tabs) as K[]).map((k) => (
        <button
          key={k}
          type="button"
          aria-pressed={current === k}
          onClick={() => onChange(k)}
          className={`min-h-11 rounded-full border px-4 text-sm font-medium ${
            current === k
              ? 'border-blue-800 bg-blue-800 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:border-blue-700'
          }`}
        >
          {tabs[k]}
          {counts?.[k] !== undefined && ` (${counts[k]})`}
        </button>
      ))}
    </div>
  );
}
