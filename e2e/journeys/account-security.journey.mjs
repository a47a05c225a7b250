import { test } from '../lib/harness.mjs';

test('Quand un lien de connexion porte une redirection vers un autre site (tabulation, saut de ligne, barre oblique inverse), alors l’apprenant reste sur le site après sa connexion', async (h) => {
  const user = await h.registerUser();
  for (const evil of [
    '%2F%09%2Fevil.example',
    '%2F%0A%2Fevil.example',
    '%2F%5Cevil.example',
    '%2F%2Fevil.example',
  ]) {
    const page = await h.newPage();
    await page.goto(h.url(`/login?redirect=${evil}`));
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await h.expectToast(page, 'Connexion réussie ! Redirection en cours...');
    await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 10_000 });
    if (new URL(page.url()).host !== new URL(h.url('/')).host) throw new Error(`parti vers ${page.url()}`);
    await page.close();
  }
  // A path of the site is still honoured.
  const page = await h.newPage();
  await page.goto(h.url('/login?redirect=%2Fpackages'));
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.waitForURL((u) => u.pathname === '/packages', { timeout: 10_000 });
});

test('Quand un visiteur tape un mot de passe courant à l’inscription, alors la liste des règles le signale avant l’envoi, et le formulaire le refuse avec le message français', async (h) => {
  const page = await h.newPage();
  await page.goto(h.url('/login?mode=inscription'));
  await page.getByRole('heading', { name: 'Inscription' }).waitFor();
  const rules = page.getByTestId('password-rules');
  const rule = (name) => rules.locator(`[data-rule="${name}"]`);
  const waitRule = async (name, ok) => {
    await page.waitForFunction(
      ([n, v]) =>
        document.querySelector(`[data-testid="password-rules"] [data-rule="${n}"]`)?.dataset.ok === v,
      [name, ok],
    );
  };
  const password = page.getByLabel('Mot de passe', { exact: true });
  await password.fill('azertyuiop');
  await waitRule('length', 'true');
  await waitRule('cases', 'false');
  await waitRule('uncommon', 'false');
  await password.fill('Azerty123');
  await waitRule('cases', 'true');
  await waitRule('uncommon', 'false');
  await rule('uncommon').waitFor();
  await h.screenshotBoth(page, 'inscription-mot-de-passe-courant');

  await page.getByLabel('Prénom').fill('Awa');
  await page.getByLabel('Nom', { exact: true }).fill('Ndiaye');
  await page
    .getByLabel('Adresse e-mail', { exact: true })
    .fill(`e2e-courant-${Date.now().toString(36)}@exemple.fr`);
  await page.getByLabel('Confirmer le mot de passe').fill('Azerty123');
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/user/create/')) sent = true;
  });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page
    .getByText(
      'Ce mot de passe fait partie des plus courants et se devine facilement : choisissez-en un autre',
      {
        exact: true,
      },
    )
    .first()
    .waitFor();
  if (sent) throw new Error('le formulaire a envoyé un mot de passe courant');

  await password.fill('PlageDeKribi26');
  await waitRule('uncommon', 'true');
  await waitRule('cases', 'true');
  await page.getByLabel('Confirmer le mot de passe').fill('PlageDeKribi26');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await h.expectToast(page, 'Inscription réussie ! Bienvenue');
  await h.assertNoHorizontalScroll(page);
});
