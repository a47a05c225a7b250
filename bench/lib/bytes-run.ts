import { bytesOnTheWire, type PageBytes } from './bytes';
import { registerLearner } from './scenario';
import { removeDir, startApi } from './servers';

/** Targets of the first screen and of revisits (kB = 1000 bytes, as transferred). */
export const BYTES_TARGETS = { homeJsColdKb: 100, warmWithoutMediaKb: 30 };

/** The four pages of the bytes line on a fresh server with the demo content. */
export async function bytesRun(): Promise<PageBytes[]> {
  const api = await startApi();
  try {
    const learner = await registerLearner(api.baseUrl);
    const session = { access: learner.token, refresh: '', user: { id: learner.id }, remember: true };
    const local = { 'prepa.session': JSON.stringify(session) };
    // Cold: the start screen, then « Commencer » (the attempt opens); warm: the open attempt resumes.
    const question = async (page: import('playwright-core').Page) => {
      const start = page.getByRole('button', { name: 'Commencer', exact: true });
      const first = page.getByRole('heading', { name: /^Question 1 sur/ });
      await start.or(first).first().waitFor({ timeout: 30_000 });
      if (await start.isVisible()) await start.click();
      await first.waitFor({ timeout: 30_000 });
    };
    return await bytesOnTheWire(api.baseUrl, [
      { name: 'accueil', url: '/' },
      { name: 'tableau de bord', url: '/dashboard', local },
      { name: 'TCF compréhension écrite (examen)', url: '/exercice/tcf-ce-serie-1', local, ready: question },
      { name: 'TCF compréhension orale (examen)', url: '/exercice/tcf-co-serie-1', local, ready: question },
    ]);
  } finally {
    await api.stop();
    removeDir(api.dataDir);
  }
}

const kb = (n: number) => (n / 1000).toFixed(1);

export function printBytes(rows: PageBytes[]) {
  console.log('\nOctets transférés (Chromium, encodedDataLength, jusqu’au réseau au repos ; Ko = 1000 o)');
  console.log(
    'page | visite | requêtes | total Ko | JS Ko (requêtes) | médias Ko | autres Ko | service worker Ko (requêtes)',
  );
  for (const r of rows)
    console.log(
      `${r.page} | ${r.visit} | ${r.requests} | ${kb(r.total)} | ${kb(r.js)} (${r.jsRequests}) | ${kb(r.media)} | ${kb(r.other)} | ${kb(r.serviceWorker)} (${r.serviceWorkerRequests})`,
    );
  const home = rows.find((r) => r.page === 'accueil' && r.visit === 'froid');
  if (home)
    console.log(
      `Accueil, JS à froid : ${kb(home.js)} Ko (cible ≤ ${BYTES_TARGETS.homeJsColdKb}) ${home.js <= BYTES_TARGETS.homeJsColdKb * 1000 ? 'OK' : 'HORS CIBLE'}`,
    );
  for (const r of rows.filter((x) => x.visit === 'chaud')) {
    // Media fetched by the page or kept ahead by the service worker for an exam are media alike.
    const without = r.total - r.media - r.serviceWorkerMedia;
    console.log(
      `${r.page}, visite chaude hors médias : ${kb(without)} Ko (cible < ${BYTES_TARGETS.warmWithoutMediaKb}) ${without < BYTES_TARGETS.warmWithoutMediaKb * 1000 ? 'OK' : 'HORS CIBLE'}`,
    );
  }
}
