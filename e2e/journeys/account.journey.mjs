import { test } from '../lib/harness.mjs';

const text = (page, t) => page.getByText(t, { exact: true }).first().waitFor();

test('Quand un visiteur s’inscrit, alors les messages de validation s’affichent d’abord, puis il est connecté et arrive sur les exercices ; il peut se déconnecter', async (h) => {
  const page = await h.newPage();
  await page.goto(h.url('/login'));
  await page.getByRole('button', { name: 'Créer un compte' }).first().click();
  await page.getByRole('heading', { name: 'Inscription' }).waitFor();
  const submit = page.getByRole('button', { name: 'Créer mon compte' });

  await submit.click();
  for (const m of [
    'Le prénom est requis',
    'Le nom est requis',
    "L'email est requis",
    'Le mot de passe est requis',
  ])
    await text(page, m);
  await h.screenshotBoth(page, 'inscription-erreurs');

  await page.getByLabel('Prénom').fill('Awa');
  await page.getByLabel('Nom', { exact: true }).fill('Ndiaye');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill('pas-une-adresse');
  await page.getByLabel('Mot de passe', { exact: true }).fill('court');
  await submit.click();
  await text(page, "L'email n'est pas valide");
  await text(page, 'Le mot de passe doit contenir au moins 8 caractères');

  const email = `e2e-ui-${Date.now().toString(36)}@exemple.fr`;
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('PlageDeKribi26');
  await page.getByLabel('Confirmer le mot de passe').fill('AutreChose2026');
  await submit.click();
  await text(page, 'Les mots de passe ne correspondent pas');

  await page.getByLabel('Confirmer le mot de passe').fill('PlageDeKribi26');
  await submit.click();
  await h.expectToast(page, 'Inscription réussie ! Bienvenue');
  await page.waitForURL(/\/dashboard\/exercises$/);

  // Logout from the mobile menu.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Se déconnecter' }).click();
  await h.expectToast(page, 'Vous êtes déconnecté');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Connexion / Inscription' }).waitFor();

  // The same address cannot be registered twice.
  await page.goto(h.url('/login'));
  await page.getByRole('button', { name: 'Créer un compte' }).first().click();
  await page.getByLabel('Prénom').fill('Awa');
  await page.getByLabel('Nom', { exact: true }).fill('Ndiaye');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('PlageDeKribi26');
  await page.getByLabel('Confirmer le mot de passe').fill('PlageDeKribi26');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await h.expectToast(page, 'Un compte existe déjà avec cette adresse email');
});

test('Quand un apprenant se connecte depuis /login?redirect=..., alors il voit les erreurs, puis le succès et arrive 2 s plus tard sur la page demandée', async (h) => {
  const user = await h.registerUser();
  const page = await h.newPage({ viewport: 'desktop' });
  // A protected page sends to login with the redirect.
  await page.goto(h.url('/dashboard/profile'));
  await page.waitForURL(/\/login\?redirect=%2Fdashboard%2Fprofile$/);

  const submit = page.getByRole('button', { name: 'Se connecter' }).last();
  await submit.click();
  await text(page, "L'adresse email est requise");
  await text(page, 'Le mot de passe est requis');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill('invalide@');
  await submit.click();
  await text(page, "L'adresse email n'est pas valide");

  await page.getByLabel('Adresse e-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('MauvaisMotDePasse');
  await submit.click();
  await h.expectToast(page, 'Impossible de se connecter avec les identifiants fournis.');

  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByLabel('Se souvenir de moi').check();
  await submit.click();
  await h.expectToast(page, 'Connexion réussie ! Redirection en cours...');
  const t0 = Date.now();
  await page.waitForURL(h.url('/dashboard/profile'), { timeout: 10_000 });
  h.assert.ok(Date.now() - t0 >= 1500, 'redirection trop rapide');
  await page.getByRole('navigation', { name: 'Navigation de mon espace' }).waitFor();
  await page.getByRole('link', { name: 'Mon espace' }).waitFor();
  // Signed in: /login goes to the dashboard.
  await page.goto(h.url('/login'));
  await page.waitForURL(h.url('/dashboard'));
  await page.goto(h.url('/password-reset-confirm/abc/def'));
  await page.waitForURL(h.url('/dashboard'));
});

test('Quand un apprenant a oublié son mot de passe, alors il le réinitialise avec le lien reçu par e-mail et se reconnecte', async (h) => {
  const user = await h.registerUser();
  const page = await h.newPage();
  await page.goto(h.url('/login'));
  const opener = page.getByRole('button', { name: 'Mot de passe oublié ?' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await dialog.getByText("L'adresse email est requise").waitFor();
  await dialog.getByLabel('Adresse e-mail', { exact: true }).fill('pas-valide');
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await dialog.getByText("L'adresse email n'est pas valide").waitFor();
  await h.axe(page, { label: 'modale mot de passe oublié' });
  const since = Date.now() - 1000;
  await dialog.getByLabel('Adresse e-mail', { exact: true }).fill(user.email);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  const sent = page.getByRole('dialog', { name: 'Email envoyé' });
  await sent.getByText(user.email, { exact: false }).waitFor();
  await sent.getByText('courrier indésirable', { exact: false }).waitFor();
  await h.screenshotBoth(page, 'email-envoye');
  await page.keyboard.press('Escape');
  await sent.waitFor({ state: 'detached' });
  h.assert.ok(
    await opener.evaluate((b) => b === document.activeElement),
    'le focus n’est pas revenu au bouton',
  );

  const mail = await h.latestEmail({ to: user.email, after: since });
  const link = mail.links.find((l) => l.includes('/password-reset-confirm/'));
  h.assert.ok(link, `pas de lien dans l’e-mail : ${mail.text}`);
  const target = new URL(link);
  await page.goto(h.url(target.pathname));
  await page.getByRole('heading', { name: 'Nouveau mot de passe' }).waitFor();

  const pw = page.getByLabel('Nouveau mot de passe');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await text(page, 'Le mot de passe est requis');
  await text(page, 'La confirmation du mot de passe est requise');
  await pw.fill('abc');
  await text(page, 'Moyen');
  await pw.fill('abcdefgh');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await text(page, 'Le mot de passe doit contenir des majuscules et minuscules');
  await pw.fill('NouveauMdp2026');
  await text(page, 'Très fort');
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).first().click();
  h.assert.equal(await pw.getAttribute('type'), 'text');
  await page.getByLabel('Confirmer le mot de passe').fill('NouveauMdp2025');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await text(page, 'Les mots de passe ne correspondent pas');
  await page.getByLabel('Confirmer le mot de passe').fill('NouveauMdp2026');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByRole('heading', { name: 'Mot de passe modifié !' }).waitFor();
  await h.screenshotBoth(page, 'mot-de-passe-modifie');
  await page.getByRole('link', { name: 'Se connecter' }).last().click();
  await page.waitForURL(h.url('/login'));

  // The link is single-use; the new password works.
  const again = await h.api(
    `${target.pathname.replace(/\/$/, '')}/`.replace('/password-reset-confirm', '/password-reset-confirm'),
    {
      method: 'POST',
      body: { new_password1: 'EncoreAutre2026', new_password2: 'EncoreAutre2026' },
    },
  );
  h.assert.equal(again.status, 400);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('NouveauMdp2026');
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.waitForURL(h.url('/dashboard'), { timeout: 10_000 });
});

test('Quand un visiteur anonyme ouvre une page protégée, alors il est envoyé vers la connexion avec la page en redirection', async (h) => {
  const page = await h.newPage();
  for (const p of ['/dashboard', '/dashboard/history', '/dashboard/profile']) {
    await page.goto(h.url(p));
    await page.waitForURL(h.url(`/login?redirect=${encodeURIComponent(p)}`));
  }
  // Pages without a guard in the route table stay reachable.
  await page.goto(h.url('/dashboard/exercises'));
  await page.waitForURL(h.url('/dashboard/exercises'));
});

test('Quand le jeton d’accès est refusé, alors le client le rafraîchit une fois ; si le rafraîchissement échoue, il déconnecte et renvoie à la connexion', async (h) => {
  const user = await h.registerUser();
  const { local, tokens } = await h.sessionFor(user);
  const session = JSON.parse(local['prepa.session']);
  // An unusable access token with a valid refresh token: the purchase call is retried after a refresh.
  const broken = { ...session, access: 'jeton.invalide.xx' };
  const page = await h.newPage({ storage: { local: { 'prepa.session': JSON.stringify(broken) } } });
  await page.goto(h.url('/buy-package/tcf-canada-1-mois'));
  await page.waitForURL((u) => !u.pathname.startsWith('/buy-package') && !u.pathname.startsWith('/login'));
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('prepa.session') ?? 'null'));
  h.assert.ok(stored && stored.access !== 'jeton.invalide.xx', 'le jeton d’accès n’a pas été renouvelé');

  // Revoked refresh token: the session ends and the learner is sent to login, with the way back.
  await h.api('/logout/', { method: 'POST', body: { refresh: tokens.refresh } });
  const page2 = await h.newPage({
    storage: { session: { 'prepa.session': JSON.stringify({ ...broken, remember: false }) } },
  });
  await page2.goto(h.url('/buy-package/tcf-canada-1-mois'));
  await page2.waitForURL(/\/login\?redirect=%2Fbuy-package%2Ftcf-canada-1-mois/);
  await h.expectToast(page2, 'Votre session a expiré');
  h.assert.equal(await page2.evaluate(() => sessionStorage.getItem('prepa.session')), null);
});
