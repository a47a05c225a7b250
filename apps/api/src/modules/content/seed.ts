import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { existingExamTypes, importPack, type ImportOptions, type ImportSummary } from './pack-import';
import { packImportRepository } from './pack-import.repository';
import { loadPack } from './pack-loader';
import type { PackProblem } from './pack-schema';

/** Loads, validates and imports a pack; problems are returned and nothing is written when there are any. */
export async function importPackFromDir(
  db: Db,
  storage: Storage,
  dir: string,
  o: ImportOptions = {},
): Promise<{ problems: PackProblem[]; summary?: ImportSummary }> {
  const { pack, problems } = await loadPack(dir, (slugs) => existingExamTypes(db, slugs));
  if (!pack) return { problems };
  return { problems, summary: await importPack(db, storage, pack, o) };
}

/** The demo pack: `content/demo` of the repository (from the sources, the bundle or the working directory). */
export function demoPackDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [
    path.resolve(process.cwd(), 'content/demo'),
    path.resolve(here, '../../../../../content/demo'),
    path.resolve(here, '../../../content/demo'),
  ].find((d) => existsSync(d));
}

/** On start: imports the demo content when the database has no exam type yet. Never throws. */
export async function seedDemoIfEmpty(db: Db, storage: Storage, log: FastifyBaseLogger) {
  try {
    if ((await packImportRepository.examTypeCount(db)) > 0) return;
    const dir = demoPackDir();
    if (!dir) {
      log.warn('contenu de démonstration introuvable (content/demo) : base laissée vide');
      return;
    }
    const { problems, summary } = await importPackFromDir(db, storage, dir);
    if (problems.length) {
      log.error(
        { problems: problems.slice(0, 50), total: problems.length },
        'contenu de démonstration invalide : rien importé',
      );
      return;
    }
    log.info({ summary }, 'contenu de démonstration importé');
  } catch (err) {
    log.error({ err }, 'import du contenu de démonstration impossible');
  }
}
