import { exercise as t } from '../../lib/messages';

const CHARS = [
  'é',
  'è',
  'ê',
  'ë',
  'à',
  'â',
  'î',
  'ï',
  'ô',
  'ù',
  'û',
  'ü',
  'ç',
  'œ',
  'æ',
  'É',
  'È',
  'À',
  'Ç',
  '«',
  '»',
  '’',
];

/** French characters missing from many keyboards; inserted at the caret of the text area. */
export function AccentBar({ onInsert }: { onInsert: (c: string) => void }) {
  return (
    <div role="toolbar" aria-label={t.writing.accents} className="flex flex-wrap gap-1">
      {CHARS.map((c) => (
        <button
          key={c}
          type="button"
          // Keep the focus (and the caret) in the text area.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onInsert(c)}
          aria-label={t.writing.insert(c)}
          className="min-h-9 min-w-9 rounded border border-slate-300 bg-white px-2 text-base hover:bg-slate-100"
        >
          {c}
        </button>
      ))}
    </div>
  );
}
