import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Grammalecte, the free French grammar checker, through its HTTP server: either an external
 * one (GRAMMALECTE_URL) or `grammalecte-server` started once by this process on a loopback
 * port, supervised (restarted on the next request after a crash) and stopped on close.
 */

/** Typographic-only options, turned off: learners type on ordinary keyboards. */
export const TYPOGRAPHIC_OPTIONS = ['apos', 'nbsp', 'esp', 'typo', 'unit', 'liga', 'tab'] as const;

export interface GrammalecteIssue {
  /** Offsets in code points in the whole text (\r\n normalised to \n). */
  start: number;
  end: number;
  kind: 'grammar' | 'spelling';
  type: string;
  message: string;
  suggestions: string[];
}

export interface GrammalecteChecker {
  /** 'local' (supervised process), 'externe' (GRAMMALECTE_URL), 'désactivé' or 'absent'. */
  readonly mode: 'local' | 'externe' | 'désactivé' | 'absent';
  check(text: string): Promise<GrammalecteIssue[]>;
  /** Starts the local server now instead of on the first check. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export function findOnPath(binary: string, envPath = process.env.PATH ?? ''): string | null {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    const p = path.join(dir, binary);
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      /* not here */
    }
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

interface GcJson {
  error?: string;
  data?: {
    iParagraph: number;
    lGrammarErrors?: {
      nStart: number;
      nEnd: number;
      sType: string;
      sMessage: string;
      aSuggestions?: string[];
    }[];
    lSpellingErrors?: { nStart: number; nEnd: number; sValue: string }[];
  }[];
}

export interface GrammalecteOptions {
  url?: string;
  disabled?: boolean;
  log: FastifyBaseLogger;
  binary?: string;
  timeoutMs?: number;
  /** Spelling suggestions asked for at most this many unknown words per text. */
  maxSpellingSuggestions?: number;
}

export function createGrammalecte(o: GrammalecteOptions): GrammalecteChecker {
  const timeoutMs = o.timeoutMs ?? 15_000;
  const binaryPath = o.disabled || o.url ? null : findOnPath(o.binary ?? 'grammalecte-server');
  const mode: GrammalecteChecker['mode'] = o.disabled
    ? 'désactivé'
    : o.url
      ? 'externe'
      : binaryPath
        ? 'local'
        : 'absent';
  let child: ChildProcess | null = null;
  let baseUrl: string | null = o.url ? o.url.replace(/\/$/, '') : null;
  let starting: Promise<string> | null = null;
  let closed = false;

  async function post(url: string, form: Record<string, string>, ms = timeoutMs): Promise<unknown> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(ms),
    });
    if (!res.ok) throw new Error(`Grammalecte a répondu ${res.status}`);
    return res.json();
  }

  async function start(): Promise<string> {
    if (!binaryPath) throw new Error('grammalecte-server introuvable');
    const port = await freePort();
    // Own process group (the server forks a worker pool), led by a shell that keeps reading a pipe
    // from this process: when this process dies, even by SIGKILL, the pipe closes and the watcher
    // stops the whole group, so no grammar server outlives it.
    const proc = spawn(
      '/bin/sh',
      [
        '-c',
        'exec 3<&0; (cat <&3 >/dev/null; kill -TERM 0) & exec "$@" 3<&- </dev/null',
        'grammalecte-server',
        binaryPath,
        ...['-ht', '127.0.0.1', '-p', String(port), '-mp', '1', '-off', ...TYPOGRAPHIC_OPTIONS],
      ],
      { stdio: ['pipe', 'ignore', 'pipe'], detached: true },
    );
    proc.stdin?.on('error', () => {});
    child = proc;
    let stderr = '';
    proc.stderr?.on('data', (d: Buffer) => {
      if (stderr.length < 4000) stderr += d.toString();
    });
    proc.on('exit', (code, signal) => {
      proc.stdin?.destroy();
      if (child === proc) {
        child = null;
        baseUrl = null;
        if (!closed)
          o.log.warn({ code, signal, stderr: stderr.slice(-500) }, 'grammalecte-server s’est arrêté');
      }
    });
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child !== proc) throw new Error(`grammalecte-server n’a pas démarré : ${stderr.slice(-300)}`);
      try {
        await post(`${url}/gc_text/fr`, { text: 'Bonjour.' }, 2000);
        o.log.info({ port }, 'grammalecte-server démarré');
        return url;
      } catch {
        if (Date.now() > deadline) {
          kill(proc);
          throw new Error('grammalecte-server ne répond pas');
        }
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  }

  function kill(proc: ChildProcess) {
    if (proc.pid === undefined || proc.exitCode !== null) return;
    try {
      // The server forks a worker pool: stop the whole process group it leads.
      process.kill(-proc.pid, 'SIGTERM');
    } catch {
      proc.kill('SIGTERM');
    }
  }

  async function endpoint(): Promise<string> {
    if (closed) throw new Error('Grammalecte est arrêté');
    if (baseUrl) return baseUrl;
    if (mode !== 'local') throw new Error('Grammalecte n’est pas disponible');
    starting ??= start().finally(() => {
      starting = null;
    });
    baseUrl = await starting;
    return baseUrl;
  }

  async function suggest(url: string, token: string): Promise<string[]> {
    try {
      const r = (await post(`${url}/suggest/fr`, { token })) as { suggestions?: unknown };
      return Array.isArray(r.suggestions)
        ? r.suggestions.filter((s): s is string => typeof s === 'string')
        : [];
    } catch {
      return [];
    }
  }

  async function check(text: string): Promise<GrammalecteIssue[]> {
    const url = await endpoint();
    const normalized = text.replace(/\r\n?/g, '\n');
    const options = JSON.stringify(Object.fromEntries(TYPOGRAPHIC_OPTIONS.map((k) => [k, false])));
    const json = (await post(`${url}/gc_text/fr`, { text: normalized, options })) as GcJson;
    if (!json || !Array.isArray(json.data)) {
      throw new Error(`réponse de Grammalecte illisible${json?.error ? ` : ${json.error}` : ''}`);
    }
    // Paragraph offsets, in code points (Python string indices).
    const paraStarts: number[] = [];
    let offset = 0;
    for (const p of normalized.split('\n')) {
      paraStarts.push(offset);
      offset += Array.from(p).length + 1;
    }
    const issues: GrammalecteIssue[] = [];
    const spelling: GrammalecteIssue[] = [];
    for (const para of json.data) {
      const base = paraStarts[para.iParagraph - 1] ?? 0;
      for (const e of para.lGrammarErrors ?? []) {
        issues.push({
          start: base + e.nStart,
          end: base + e.nEnd,
          kind: 'grammar',
          type: e.sType,
          message: e.sMessage,
          suggestions: (e.aSuggestions ?? []).filter((s) => typeof s === 'string'),
        });
      }
      for (const e of para.lSpellingErrors ?? []) {
        // "IGA", "UQTR": a word in capitals unknown to the dictionary is an acronym, a name
        if (/^\p{Lu}{2,}$/u.test(e.sValue)) continue;
        spelling.push({
          start: base + e.nStart,
          end: base + e.nEnd,
          kind: 'spelling',
          type: 'orth',
          message: `Mot inconnu du dictionnaire : « ${e.sValue} ».`,
          suggestions: [],
        });
      }
    }
    const max = o.maxSpellingSuggestions ?? 40;
    const chars = Array.from(normalized);
    await Promise.all(
      spelling.slice(0, max).map(async (s) => {
        s.suggestions = await suggest(url, chars.slice(s.start, s.end).join(''));
      }),
    );
    return [...issues, ...spelling].sort((a, b) => a.start - b.start || a.end - b.end);
  }

  return {
    mode,
    check,
    async warmUp() {
      if (mode === 'local') await endpoint();
    },
    async close() {
      closed = true;
      if (child) kill(child);
      child = null;
    },
  };
}
