import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { common } from '../../lib/messages';
import { ScrollManager } from '../ScrollManager';
import { Footer } from './Footer';
import { Header } from './Header';
import { lazyWithQuery } from '../with-query';

const WhatsAppButton = lazyWithQuery(() => import('./WhatsAppButton').then((x) => x.WhatsAppButton));

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {common.skipToContent}
      </a>
      <ScrollManager />
      <Header />
      {/* At least a screen high: the footer starts below the first screen, so that it never moves
          in view while a screen or its data loads (docs/decisions/053). */}
      <main id="contenu" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Suspense fallback={<LoadingView />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <WhatsAppButton />
    </div>
  );
}
