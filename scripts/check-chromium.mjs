// `npm test` starts here: the browser journeys need Debian's Chromium; say so now rather than
// after the unit tests.
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    [
      `Chromium est introuvable (${chromium}) : les parcours navigateur de \`npm test\` en ont besoin.`,
      'Installez-le (Debian) :  sudo apt-get install -y chromium',
      'ou indiquez un autre exécutable avec CHROMIUM_PATH=/chemin/vers/chromium.',
      'Les tests sans navigateur seuls : npm run test:unit',
    ].join('\n'),
  );
  process.exit(1);
}
