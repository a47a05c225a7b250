import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The layers of the web application and the one direction its imports flow in:
 *
 *   app  ->  features  ->  components  ->  api  ->  lib  (and packages/shared everywhere)
 *
 * A layer imports itself and the layers to its right, never one to its left; a feature never
 * imports another feature.
 * Each zone forbids `target` (the importing files) to import `from`. Paths are relative to the
 * repository root, where eslint.config.js lives.
 */
const SRC = './apps/web/src';

const featureNames = readdirSync(path.join(import.meta.dirname, '..', 'apps/web/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const webLayerZones = [
  {
    target: `${SRC}/lib`,
    from: [`${SRC}/app`, `${SRC}/features`, `${SRC}/components`, `${SRC}/api`],
    message: 'lib/ is the lowest layer: it imports only lib/ and packages/shared.',
  },
  {
    target: `${SRC}/api`,
    from: [`${SRC}/app`, `${SRC}/features`, `${SRC}/components`],
    message: 'api/ imports only lib/ and packages/shared.',
  },
  {
    target: `${SRC}/components`,
    from: [`${SRC}/app`, `${SRC}/features`],
    message: 'components/ never imports features/ or app/: move the shared piece down instead.',
  },
  {
    target: `${SRC}/features`,
    from: [`${SRC}/app`],
    message: 'features/ never import app/: route paths and query helpers live in lib/.',
  },
  ...featureNames.map((name) => ({
    target: `${SRC}/features/${name}`,
    from: `${SRC}/features`,
    except: [`./${name}`],
    message: `features/${name} may not import another feature: move the shared piece to components/ (UI) or lib/ (the rest).`,
  })),
];
