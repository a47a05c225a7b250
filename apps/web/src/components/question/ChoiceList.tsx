import type { Question } from '@prepa/shared';
import { exercise as t } from '../../lib/messages';

/** Choices of an MCQ as a radio group; a pick is saved at once by the parent. */
export function ChoiceList({
  question,
  selected,
  onSelect,
  disabled = false,
}: {
  question: Pick<Question, 'slug' | 'choices'>;
  selected: string | null;
  onSelect: (choiceSlug: string) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t.choicesLabel}</legend>
      {question.choices.map((c, i) => {
        const checked = selected === c.slug;
        return (
          <label
            key={c.slug}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 p-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-700 ${
              checked ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white hover:border-slate-400'
            }`}
          >
            <input
              type="radio"
              name={`q-${question.slug}`}
              value={c.slug}
              checked={checked}
              disabled={disabled}
              onChange={() => onSelect(c.slug)}
              className="mt-1 size-4 accent-blue-700"
            />
            <span className="text-slate-900">
              <span className="font-semibold">{String.fromCharCode(65 + i)}.</span> {c.choice_text}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
