/**
 * Send queue of answers: one entry per question (a newer answer replaces an unsent one), sent as
 * soon as possible, retried with exponential backoff on network or server errors, paused while the
 * device is offline. Errors the server will repeat (4xx) are not retried: the entry becomes failed.
 *
 * Its owner starts and stops it (mount and unmount of the screen). Stopping only pauses: entries
 * are kept, a request in flight still settles, and `start()` sends what waits again. So a stop then
 * a start (React StrictMode runs every effect twice in development, a remount does the same) loses
 * nothing and sends nothing twice.
 */

export type QueueState = 'pending' | 'sending' | 'saved' | 'failed';

export interface SendQueueOptions<P> {
  send(key: string, payload: P): Promise<unknown>;
  onState(key: string, state: QueueState, error?: unknown): void;
  /** True for an error that retrying will not fix. */
  isPermanent?(error: unknown): boolean;
  /** Delay before the n-th retry (n from 1). */
  backoffMs?(n: number): number;
  online?(): boolean;
}

interface Entry<P> {
  payload: P;
  tries: number;
  inflight: boolean;
  /** Replaced while in flight: send again once the current request ends. */
  dirty: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

export const defaultBackoff = (n: number) => Math.min(1000 * 2 ** (n - 1), 30_000);

export class SendQueue<P> {
  private entries = new Map<string, Entry<P>>();
  private idleWaiters = new Set<() => void>();
  private stopped = false;

  constructor(private readonly o: SendQueueOptions<P>) {}

  /** Keys not yet acknowledged by the server. */
  pendingKeys(): string[] {
    return [...this.entries.keys()];
  }

  enqueue(key: string, payload: P): void {
    const e = this.entries.get(key);
    if (e) {
      e.payload = payload;
      e.tries = 0;
      if (e.inflight) {
        e.dirty = true;
        return;
      }
      clearTimeout(e.timer);
    } else {
      this.entries.set(key, { payload, tries: 0, inflight: false, dirty: false });
    }
    this.o.onState(key, 'pending');
    void this.run(key);
  }

  /** Sends every waiting entry now (back online, manual retry). */
  resume(): void {
    for (const [key, e] of this.entries) {
      if (e.inflight) continue;
      clearTimeout(e.timer);
      void this.run(key);
    }
  }

  /** Tries to send everything; resolves with the keys still unsent after `timeoutMs`. */
  flush(timeoutMs: number): Promise<string[]> {
    this.resume();
    if (this.entries.size === 0) return Promise.resolve([]);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.idleWaiters.delete(check);
        resolve(this.pendingKeys());
      };
      const check = () => {
        if (this.entries.size === 0) done();
      };
      const timer = setTimeout(done, timeoutMs);
      this.idleWaiters.add(check);
    });
  }

  /** Sends again after a stop (idempotent: a second start changes nothing). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.resume();
  }

  /** Pauses: no new request, no retry timer; entries are kept for the next start (idempotent). */
  stop(): void {
    this.stopped = true;
    for (const e of this.entries.values()) clearTimeout(e.timer);
    for (const w of [...this.idleWaiters]) w();
  }

  /** True while stopped. */
  isStopped(): boolean {
    return this.stopped;
  }

  private online(): boolean {
    return this.o.online ? this.o.online() : true;
  }

  private settle(key: string, state: QueueState, error?: unknown) {
    this.entries.delete(key);
    this.o.onState(key, state, error);
    for (const w of [...this.idleWaiters]) w();
  }

  private async run(key: string): Promise<void> {
    const e = this.entries.get(key);
    if (!e || e.inflight || this.stopped) return;
    if (!this.online()) return; // resume() is called when the network comes back
    e.inflight = true;
    this.o.onState(key, 'sending');
    try {
      await this.o.send(key, e.payload);
      e.inflight = false;
      if (e.dirty) {
        // A newer answer arrived meanwhile: it is sent now, or at the next start.
        e.dirty = false;
        return this.run(key);
      }
      // The server has it, even if the queue was stopped meanwhile.
      this.settle(key, 'saved');
    } catch (err) {
      e.inflight = false;
      if (e.dirty) {
        e.dirty = false;
        return this.run(key);
      }
      if (this.o.isPermanent?.(err)) {
        this.settle(key, 'failed', err);
        return;
      }
      e.tries += 1;
      this.o.onState(key, 'pending', err);
      if (this.stopped) return; // start() sends it again
      e.timer = setTimeout(() => void this.run(key), (this.o.backoffMs ?? defaultBackoff)(e.tries));
    }
  }
}
