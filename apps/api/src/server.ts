import { buildApp } from './app';
import { componentsReport, optionalComponents } from './lib/components';
import { ffmpegPath } from './lib/ffmpeg';
import { loadConfigOrExit, openConfiguredDatabase } from './startup';

async function main() {
  const started = performance.now();
  const config = loadConfigOrExit();
  // What this machine has among the optional parts, and what a missing one means for learners.
  const bundledFfmpeg = () => {
    try {
      return ffmpegPath();
    } catch {
      return null;
    }
  };
  console.log(componentsReport(optionalComponents(config, undefined, bundledFfmpeg)));
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  await app.ready();
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - started) },
    `PrépaLangues prêt sur ${config.PUBLIC_URL}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'arrêt incomplet');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
