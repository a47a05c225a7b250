import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet, useMatch } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { common } from '../../lib/messages';
import { swUpdate } from '../../lib/service-worker';
import { ScrollManager } from '../ScrollManager';
import { Footer } from './Footer';
import { Header } from './Header';
import { lazyWithQuery } from '../../lib/with-query';

// Loaded at the first scroll, touch or key: not part of the first screen's bytes.
const WhatsAppButton = lazyWithQuery(
  () => import('./WhatsAppButton').then((x) => x.WhatsAppButton),
  null,
  'interaction',
);

// Only when a new version waits: no bytes otherwise.
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((x) => ({ default: x.UpdatePrompt })));

/** Exercise screens (exam or training) and the back office: screens without the public site's extras. */
function useScreenKind(): { exercise: boolean; exam: boolean; admin: boolean } {
  const exam = useMatch('/exercice/:slug') !== null;
  const training = useMatch('/exercice-training/:slug') !== null;
  const admin = useMatch('/admin/*') !== null;
  return { exercise: exam || training, exam, admin };
}

export function RootLayout() {
  // During an exercise nothing floats over the answers and nothing below invites to leave: no
  // WhatsApp button, no newsletter, no footer. In an exam the site header scrolls away so that the
  // exam's own sticky bar (timer, progress, finish) holds the top of the screen. The back office is
  // a working tool: no footer and no WhatsApp button over its tables either.
  const screen = useScreenKind();
  const bare = screen.exercise || screen.admin;
  const update = useSyncExternalStore(swUpdate.subscribe, swUpdate.get, () => null);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {common.skipToContent}
      </a>
      <ScrollManager />
      <Header sticky={!screen.exam} />
      {/* At least a screen high: the footer starts below the first screen, so that it never moves
          in view while a screen or its data loads (docs/decisions/053). */}
      <main id="contenu" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Suspense fallback={<LoadingView />}>
          <Outlet />
        </Suspense>
      </main>
      {!bare && <Footer />}
      {!bare && <WhatsAppButton />}
      {update && !screen.exercise && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </div>
  );
}
