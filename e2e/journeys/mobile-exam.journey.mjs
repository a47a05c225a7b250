import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '../lib/harness.mjs';

// The exam screen and the menu on a 360 × 740 phone: what a thumb needs stays on screen.

const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
/** Screenshot of what the phone shows (not the whole page). */
const shot = (page, name) => page.screenshot({ path: path.join(artifacts, `${name}-360-ecran.png`) });

/** True when the element is inside the viewport and its centre is not covered by anything else. */
const onScreenAndUncovered = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth)
      return `hors écran (${Math.round(r.top)}–${Math.round(r.bottom)} sur ${innerHeight})`;
    const hit = document.elementFromPoint(
      r.left + r.width / 2,
      Math.min(r.top + r.height / 2, innerHeight - 1),
    );
    return hit && (hit === el || el.contains(hit)) ? true : `couvert par ${hit?.outerHTML.slice(0, 120)}`;
  });

async function learner(h) {
  const user = await h.registerUser();
  const page = await h.newPage({ storage: await h.sessionFor(user) });
  page.on('dialog', (d) => void d.accept());
  return page;
}

test(
  'Quand un apprenant passe tout l’examen blanc de compréhension écrite sur un téléphone, alors le chronomètre, la progression et « Suivant » restent visibles et rien ne couvre les réponses',
  async (h) => {
    const page = await learner(h);
    await page.goto(h.url('/exercice/tcf-ce-serie-1'));
    await page.getByRole('button', { name: 'Commencer', exact: true }).click();
    await page.getByRole('heading', { name: 'Question 1 sur 39' }).waitFor();
    // Question first: the grid is folded behind the progress toggle; the first answer is on the first screen.
    const toggle = page.getByRole('button', { name: /^Questions : 0 répondue sur 39/ });
    await toggle.waitFor();
    h.assert.equal((await toggle.textContent()).trim(), 'Questions (0/39)');
    h.assert.equal(await page.locator('#exam-grid').count(), 0);
    // Nothing floats over the answers, no footer or newsletter during the exam.
    h.assert.equal(await page.getByTestId('whatsapp-button').count(), 0);
    h.assert.equal(await page.locator('footer').count(), 0);
    // The start message is a toast over the top of the screen: closed, as a learner would.
    await page.getByRole('region', { name: 'Notifications' }).getByRole('button').first().click();
    // "Terminer" is reachable from the first question.
    h.assert.equal(
      await onScreenAndUncovered(page.getByTestId('exam-bar').getByRole('button', { name: 'Terminer' })),
      true,
    );
    await h.axe(page, { label: 'examen au téléphone' });
    await shot(page, 'examen-question-1');

    const bar = page.getByTestId('exam-bar');
    const timer = page.getByTestId('exam-timer');
    let longest = { n: 0, height: 0 };
    for (let n = 1; n <= 39; n++) {
      await page.getByRole('heading', { name: `Question ${n} sur 39` }).waitFor();
      // Each new question starts at the top of the screen.
      await page
        .waitForFunction(() => window.scrollY === 0, null, { timeout: 3000 })
        .catch(async () => {
          throw new Error(`question ${n} : défilement ${await page.evaluate(() => window.scrollY)} px`);
        });
      const article = page.locator('article').first();
      const height = await article.evaluate((a) => a.getBoundingClientRect().height);
      if (height > longest.height) longest = { n, height };
      // Scroll to the end of the document and its answers: timer, progress and navigation stay.
      // (once the document image has loaded: until then the page is shorter than it will be).
      await page.waitForFunction(() => [...document.images].every((i) => i.complete));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = page.getByRole('radio').last().locator('xpath=ancestor::label');
      for (const [what, loc] of [
        ['chronomètre', timer],
        ['progression', bar.getByRole('button', { name: /^Questions : / })],
        [
          n < 39 ? 'Suivant' : 'Terminer',
          page
            .getByRole('navigation', { name: 'Navigation entre les questions' })
            .getByRole('button', { name: n < 39 ? 'Suivant' : 'Terminer' }),
        ],
        ['réponse D', last],
      ]) {
        const ok = await onScreenAndUncovered(loc);
        h.assert.equal(ok, true, `question ${n}, ${what} : ${ok}`);
      }
      if (n === 36) {
        await shot(page, 'examen-c2-fin-du-document');
        // Nothing of the bar is cut at the right edge of the screen.
        const overflow = await bar.evaluate((b) =>
          [...b.querySelectorAll('button')].some((x) => x.getBoundingClientRect().right > innerWidth),
        );
        h.assert.equal(overflow, false, 'un bouton de la barre dépasse de l’écran');
      }
      await page
        .getByRole('radio')
        .nth(n % 4)
        .check();
      if (n < 39) await page.getByRole('button', { name: 'Suivant' }).click();
    }
    h.assert.ok(longest.n >= 30, `le plus long document est à la question ${longest.n}`);

    // The grid: open, jump back to question 5 (it closes), then finish from there.
    await page.getByRole('button', { name: /^Questions : 39 répondues sur 39/ }).click();
    await page.locator('#exam-grid').waitFor();
    await shot(page, 'examen-grille');
    await page.getByRole('button', { name: 'Question 5, répondue' }).click();
    await page.getByRole('heading', { name: 'Question 5 sur 39' }).waitFor();
    h.assert.equal(await page.locator('#exam-grid').count(), 0);
    await bar.getByRole('button', { name: 'Terminer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Vous avez répondu à 39 questions sur 39.').waitFor();
    await dialog.getByRole('button', { name: 'Oui, terminer' }).click();
    await page.waitForURL(/\/exercice-results\//);
  },
  { timeoutMs: 240_000 },
);

test('Quand un apprenant touche un document en examen, alors il s’ouvre en plein écran et se zoome', async (h) => {
  const page = await learner(h);
  await page.goto(h.url('/exercice/tcf-ce-serie-1'));
  await page.getByRole('button', { name: 'Commencer', exact: true }).click();
  await page.getByRole('heading', { name: 'Question 1 sur 39' }).waitFor();
  await page.getByRole('button', { name: /^Agrandir le document/ }).click();
  const viewer = page.getByRole('dialog');
  await viewer.waitFor();
  const frame = page.getByTestId('image-viewer-frame');
  const img = frame.locator('img');
  const before = await img.evaluate((i) => i.getBoundingClientRect().width);
  const box = await viewer.evaluate((d) => d.getBoundingClientRect());
  h.assert.ok(box.height >= 700 && box.width >= 359, `visionneuse ${box.width}×${box.height}`);
  await viewer.getByRole('button', { name: 'Zoom avant' }).click();
  await viewer.getByRole('button', { name: 'Zoom avant' }).click();
  await viewer.getByText('Zoom : 200 %').waitFor();
  const after = await img.evaluate((i) => i.getBoundingClientRect().width);
  h.assert.ok(after > before * 1.9, `zoom : ${before} → ${after}`);
  h.assert.ok(await frame.evaluate((f) => f.scrollWidth > f.clientWidth), 'le document zoomé ne défile pas');

  // Two fingers: a pinch, as a phone sends it (pointer events).
  await viewer.getByRole('button', { name: 'Taille de l’écran' }).click();
  await viewer.getByText('Zoom : 100 %').waitFor();
  const cdp = await page.context().newCDPSession(page);
  const f = await frame.boundingBox();
  const cx = f.x + f.width / 2;
  const cy = f.y + Math.min(f.height / 2, 200);
  const touch = (type, d) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x: cx - d, y: cy, id: 1 },
              { x: cx + d, y: cy, id: 2 },
            ],
    });
  await touch('touchStart', 30);
  for (let d = 40; d <= 90; d += 10) await touch('touchMove', d);
  await touch('touchEnd', 90);
  const pinched = await img.evaluate((i) => i.getBoundingClientRect().width);
  h.assert.ok(pinched > before * 1.5, `pincement : ${before} → ${pinched}`);
  await shot(page, 'document-zoome');
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
});

test('Quand le menu mobile est ouvert à 360 px, alors chaque lien est visible et mène à sa page, et on se déconnecte par le menu', async (h) => {
  const page = await learner(h);
  await page.goto(h.url('/'));
  const links = [
    ['Accueil', /\/$/],
    ['Examens', /\/dashboard\/exercises/],
    ['Méthodologie', /\/methodologie/],
    ['Forfaits', /\/packages/],
    ['Mon espace', /\/dashboard$/],
  ];
  // A page that settles its own address (the wizard) closes a menu opened in the same instant:
  // the tap is made again once the page is still.
  const openMenu = async () => {
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (let tries = 0; tries < 3; tries++) {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const opened = await menu.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      );
      // Still open a moment later: the page underneath has settled.
      if (opened && (await page.waitForTimeout(500).then(() => menu.isVisible()))) return menu;
      await page.waitForLoadState('networkidle');
    }
    await menu.waitFor();
    return menu;
  };
  for (const [name, url] of links) {
    const menu = await openMenu();
    const box = await menu.boundingBox();
    h.assert.ok(box.height >= 739, `menu haut de ${box.height} px`);
    const link = menu.getByRole('link', { name, exact: true });
    h.assert.equal(await onScreenAndUncovered(link), true, `lien ${name}`);
    if (name === 'Accueil') await shot(page, 'menu-mobile');
    await link.click();
    await page.waitForURL(url);
    await menu.waitFor({ state: 'detached' });
    await page.locator('main h1').first().waitFor();
    // Let the page finish its own redirects (the wizard settles its address) before the next tap.
    await page.waitForLoadState('networkidle');
  }
  // Opened like the links above: measured once the menu has settled, not while it renders.
  const menu = await openMenu();
  const logout = menu.getByRole('button', { name: 'Se déconnecter' });
  await logout.waitFor();
  h.assert.equal(await onScreenAndUncovered(logout), true, 'bouton de déconnexion');
  await logout.click();
  await h.expectToast(page, 'Vous êtes déconnecté');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Connexion / Inscription' })
    .waitFor();
});

test('Quand une installation neuve est ouverte sur un téléphone, alors elle n’affiche aucun chiffre, témoignage ou horaire que l’exploitant n’a pas réglé, et forfaits et FAQ disent la même règle', async (h) => {
  const page = await h.newPage();
  await page.goto(h.url('/'));
  // The home page loads its sections as they come near the screen: scroll through it once.
  for (let y = 0; y < 8000; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await page.getByText('exercices', { exact: true }).first().waitFor();
  const body = await page.locator('body').innerText();
  for (const claim of ['étudiants', 'de réussite', '10 000', '95 %', 'Ils ont réussi', '24h/24', 'milliers'])
    h.assert.ok(!body.includes(claim), `affirmation non réglée : ${claim}`);
  await page.getByText('Puis-je m’entraîner gratuitement ?').click();
  const faq = 'Après inscription, le premier exercice de chaque épreuve est gratuit';
  await page.getByText(faq).waitFor();
  await h.screenshot(page, 'accueil-installation-neuve');

  await page.goto(h.url('/packages'));
  const rules = page.getByTestId('access-rules');
  await rules
    // (the back-office journeys may have published more TCF exercises before this one)
    .getByText(/^TCF Canada : \d+ exercices gratuits sur \d+ ; un forfait débloque les \d+ autres\.$/)
    .waitFor();
  const card = page.getByTestId('package-card').first();
  await card.getByText(/^Les \d+ exercices de l’examen$/).waitFor();
  h.assert.ok(!(await card.innerText()).includes('Assistance'), 'horaires d’assistance non réglés affichés');
  const price = (await card.locator('[data-testid="price"], [data-testid="promo-price"]').first().innerText())
    .replace(/\s/g, ' ')
    .trim();
  h.assert.match(price, /^\d{1,3}( \d{3})* XAF$/, `prix : ${price}`);
  h.assert.equal(await page.getByLabel('Code promo').getAttribute('placeholder'), 'Votre code');
  await h.screenshot(page, 'forfaits-installation-neuve');
});
