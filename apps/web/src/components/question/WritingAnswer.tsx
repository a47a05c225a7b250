import { useId, useRef } from 'react';
import { exercise as t } from '../../lib/messages';
import { AccentBar } from './AccentBar';
import { countWords, lengthVerdict } from '../../lib/word-count';

const verdictStyle = { under: 'text-amber-900', within: 'text-green-800', over: 'text-amber-900' } as const;

/** Text area of a writing task, with the live word counter and the accented-character bar. */
export function WritingAnswer({
  value,
  onChange,
  onBlur,
  range,
  invalid,
}: {
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  range: { min: number; max: number } | null;
  invalid: boolean;
}) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const words = countWords(value);
  const verdict = lengthVerdict(words, range);

  const insert = (c: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + c + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + c.length, start + c.length);
    });
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="field-label">
        {t.writing.label}
      </label>
      <AccentBar onInsert={insert} />
      <textarea
        id={id}
        ref={area}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        rows={10}
        lang="fr"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-count`}
        placeholder={t.writing.placeholder}
        className="field-input min-h-48 resize-y"
      />
      <p id={`${id}-count`} aria-live="polite" className="flex flex-wrap gap-x-2 text-sm text-slate-700">
        <span className="font-semibold tabular-nums" data-testid="word-count">
          {t.writing.words(words)}
        </span>
        {range && <span>({t.writing.range(range.min, range.max)})</span>}
        {verdict && <span className={verdictStyle[verdict]}>— {t.writing[verdict]}</span>}
      </p>
    </div>
  );
}
