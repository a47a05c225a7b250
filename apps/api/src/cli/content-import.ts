import path from 'node:path';
import { ConfigError } from '../config';
import { messages } from '../lib/messages';
import { storageFor } from '../lib/s3-storage';
import { importPackFromDir } from '../modules/content/seed';
import { withDatabase } from '../startup';

/** `npm run content:import -- <folder>`: validates a whole content pack, then imports it in one transaction. */
async function main(): Promise<number> {
  const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!arg) {
    console.error(messages.content.usage);
    return 2;
  }
  // npm runs scripts from the repository root; a relative folder is the caller's.
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  return withDatabase(async (database, config) => {
    const storage = storageFor(config);
    const { problems, summary } = await importPackFromDir(database.db, storage, dir);
    if (problems.length) {
      for (const p of problems) console.error(`${p.file}${p.path ? ` › ${p.path}` : ''} : ${p.message}`);
      console.error(messages.content.problemsFound(problems.length));
      return 1;
    }
    const s = summary!;
    console.log(
      messages.content.imported(
        `${s.examTypes} type(s) d'examen, ${s.exams} examen(s), ${s.exercises} exercice(s), ` +
          `${s.questions} question(s), ${s.choices} choix, ${s.resources} ressource(s), ` +
          `${s.packages} forfait(s), ${s.promoCodes} code(s) promo, ${s.media} fichier(s) média` +
          (s.transcoded ? `, ${s.transcoded} copie(s) AAC créée(s)` : ''),
      ),
    );
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
