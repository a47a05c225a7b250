import { passwordRules, passwordStrength } from '@prepa/shared';
import { Check, Loader, X } from 'lucide-react';
import { auth as m, passwordPolicy } from '../../lib/messages';
import { useCommonPasswords } from '../../lib/use-common-passwords';

const colours = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-blue-600', 'bg-green-600'];

/** Strength meter of the reset screen: 25 points per rule; Faible, Moyen, Fort, Très fort. */
export function StrengthMeter({ password }: { password: string }) {
  useCommonPasswords();
  const { score, label } = passwordStrength(password);
  const rules: { ok: boolean | null; text: string }[] = [
    { ok: password.length >= 8, text: m.rules.length },
    { ok: /[a-z]/.test(password), text: m.rules.lower },
    { ok: /[A-Z]/.test(password), text: m.rules.upper },
    // The policy's last rule (the server refuses a common password too).
    { ok: passwordRules(password).uncommon, text: m.rules.uncommon },
    { ok: /[^a-zA-Z]/.test(password), text: m.rules.other },
  ];
  return (
    <div className="mt-2" data-testid="strength-meter">
      <div className="flex items-center justify-between text-sm">
        <span className="text-slate-700">{m.strengthLabel}</span>
        <span className="font-semibold text-slate-900" data-testid="strength-label">
          {m.strength[label]}
        </span>
      </div>
      <div
        role="meter"
        aria-label={m.strengthLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${m.strength[label]} (${score} %)`}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full transition-all ${colours[score / 25]}`} style={{ width: `${score}%` }} />
      </div>
      <p className="mt-3 text-sm font-medium text-slate-800">{m.rulesTitle}</p>
      <ul className="mt-1 space-y-1 text-sm">
        {rules.map((r) => (
          <li
            key={r.text}
            className={`flex items-center gap-2 ${r.ok ? 'text-green-800' : 'text-slate-700'}`}
          >
            {r.ok === null ? (
              <Loader aria-hidden="true" className="size-4 shrink-0" />
            ) : r.ok ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <X aria-hidden="true" className="size-4 shrink-0" />
            )}
            {r.text}
            <span className="sr-only">
              ({r.ok === null ? passwordPolicy.pending : r.ok ? m.ruleMet : m.ruleUnmet})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
