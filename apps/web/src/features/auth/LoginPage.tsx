import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { auth as m } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { LoginFormView } from './LoginFormView';
import { RegisterFormView } from './RegisterFormView';

type Mode = 'login' | 'register';

/** /login?redirect=...: login and registration on one screen, with a toggle. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'inscription' ? 'register' : 'login');
  const [forgotOpen, setForgotOpen] = useState(false);
  const redirect = params.get('redirect');
  useTitle(mode === 'login' ? m.loginTitle : m.registerTitle);

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={`flex-1 rounded-lg px-3 py-2.5 text-sm font-semibold ${mode === value ? 'bg-white text-blue-800 shadow' : 'text-slate-700 hover:text-slate-950'}`}
    >
      {label}
    </button>
  );

  return (
    <div className="container-page flex justify-center py-8 sm:py-12">
      <div className="w-full max-w-md">
        <div role="group" aria-label={m.toggleLabel} className="flex gap-1 rounded-xl bg-slate-200 p-1">
          {tab('login', m.tabLogin)}
          {tab('register', m.tabRegister)}
        </div>
        <div className="mt-4 rounded-2xl bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold text-slate-900">
            {mode === 'login' ? m.loginTitle : m.registerTitle}
          </h1>
          <p className="mt-1 text-slate-700">{mode === 'login' ? m.loginIntro : m.registerIntro}</p>
          <div className="mt-6">
            {mode === 'login' ? (
              <LoginFormView redirect={redirect} onForgot={() => setForgotOpen(true)} />
            ) : (
              <RegisterFormView redirect={redirect} />
            )}
          </div>
          <p className="mt-6 text-center text-sm text-slate-700">
            {mode === 'login' ? m.noAccount : m.haveAccount}{' '}
            <button
              type="button"
              className="font-semibold text-blue-800 underline underline-offset-2"
              onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
            >
              {mode === 'login' ? m.tabRegister : m.tabLogin}
            </button>
          </p>
        </div>
      </div>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </div>
  );
}
