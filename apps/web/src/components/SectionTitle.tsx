export function SectionTitle({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className="mb-6 max-w-2xl">
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {text && <p className="mt-2 text-slate-700">{text}</p>}
    </div>
  );
}
