import { passwordRules } from '@prepa/shared';
import { Check, Loader, X } from 'lucide-react';
import { passwordPolicy as m } from '../lib/messages';
import { useCommonPasswords } from '../lib/use-common-passwords';

/**
 * The password policy as a checklist under a new-password field, updated as the learner types:
 * the same rules the server applies on registration, reset and change (packages/shared).
 */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  useCommonPasswords();
  const r = passwordRules(password);
  const rules = [
    { key: 'length', ok: r.length, text: m.length },
    { key: 'cases', ok: r.cases, text: m.cases },
    { key: 'uncommon', ok: r.uncommon, text: m.uncommon },
  ];
  return (
    <div id={id} data-testid="password-rules" className="mt-2">
      <p className="text-sm font-medium text-slate-800">{m.title}</p>
      <ul className="mt-1 space-y-1 text-sm">
        {rules.map((rule) => (
          <li
            key={rule.key}
            data-rule={rule.key}
            data-ok={rule.ok === null ? 'pending' : String(rule.ok)}
            className={`flex items-center gap-2 ${rule.ok ? 'text-green-800' : 'text-slate-700'}`}
          >
            {rule.ok === null ? (
              <Loader aria-hidden="true" className="size-4 shrink-0" />
            ) : rule.ok ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <X aria-hidden="true" className="size-4 shrink-0" />
            )}
            {rule.text}
            <span className="sr-only">({rule.ok === null ? m.pending : rule.ok ? m.met : m.unmet})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
