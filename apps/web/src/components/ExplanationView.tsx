import type { Explanation } from '@prepa/shared';
import { Lightbulb } from 'lucide-react';
import { learning as t } from '../lib/messages';

interface Choice {
  slug: string;
  choice_text: string;
}

/** Why the right answer is right and, one line each, why the other choices are not. */
export function ExplanationView({
  explanation,
  choices,
}: {
  explanation: Explanation;
  choices: readonly Choice[];
}) {
  const others = choices.filter((c) => explanation.distractors[c.slug]);
  return (
    <div
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
      data-testid="explanation"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden="true" className="size-4 shrink-0" />
        {t.explanation}
      </p>
      <p className="mt-1">{explanation.answer}</p>
      {others.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {others.map((c) => (
            <li key={c.slug}>
              <span className="font-semibold">« {c.choice_text} »</span> : {explanation.distractors[c.slug]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Text of a recording, folded by default so the learner can listen first. */
export function TranscriptView({ title, transcript }: { title: string; transcript: string }) {
  return (
    <details
      className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-900"
      data-testid="transcript"
    >
      <summary className="min-h-6 cursor-pointer font-semibold">{t.transcript(title)}</summary>
      <p className="mt-2 whitespace-pre-line">{transcript}</p>
    </details>
  );
}
