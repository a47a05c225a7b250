/**
 * `npm run bench:bytes`: bytes transferred for the home page, the dashboard, a TCF reading mock
 * and a TCF listening mock, cold and warm (also part of `npm run bench`, BENCH_ONLY=bytes).
 */
import { bytesRun, printBytes } from './lib/bytes-run';
import { buildIfNeeded } from './lib/servers';

buildIfNeeded();

const rows = await bytesRun();
printBytes(rows);
console.log(`BENCH_JSON ${JSON.stringify(rows)}`);
