import { ThrottledError } from '../../lib/errors';
import type { ThrottleStore } from '../../lib/throttle';

export interface LoginLimits {
  /** Hard: failed logins per account and address together, per minute. */
  loginFailuresPerMinute: number;
  /** Hard: failed logins from one address, all accounts together, per 10 minutes. */
  loginFailuresPerAddress: number;
  /** Soft: failed logins on one account from anywhere per 15 minutes before each attempt is slowed. */
  loginFailuresPerAccount: number;
  /** Delay added per failure past the soft limit (ms), at most 10 times. */
  loginSlowdownMs: number;
}

/**
 * Login throttling (decision 112). Every attempt is counted before anything is checked (atomic
 * increments), and a successful one is taken back:
 * - account + address: past the limit, 429 for that pair only; the owner elsewhere is not affected;
 * - address: a high limit, against one address trying many accounts;
 * - account, from anywhere: never refuses; past its limit each attempt waits a little longer
 *   (up to 10 steps), so that guessing from many addresses slows down while the owner still signs in.
 */
export function createLoginGuard(
  throttle: ThrottleStore,
  limits: LoginLimits,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
) {
  return {
    /** Counts the attempt; throws 429 past a hard limit, waits past the soft one. */
    async enter(email: string, ip: string) {
      const keys = {
        pair: `login:pair:${ip}:${email}`,
        ip: `login:ip:${ip}`,
        account: `login:acct:${email}`,
      };
      const pair = await throttle.hit(keys.pair, 60);
      if (pair.count > limits.loginFailuresPerMinute) throw new ThrottledError(pair.retryAfter);
      const address = await throttle.hit(keys.ip, 600);
      if (address.count > limits.loginFailuresPerAddress) {
        await throttle.release(keys.pair);
        throw new ThrottledError(address.retryAfter);
      }
      const account = await throttle.hit(keys.account, 900);
      const over = account.count - limits.loginFailuresPerAccount;
      if (over > 0) await sleep(Math.min(over, 10) * limits.loginSlowdownMs);
      return {
        slowed: over > 0,
        /** The attempt succeeded: the pair starts again, the address and the account forget this one. */
        async succeeded() {
          await Promise.all([
            throttle.reset(keys.pair),
            throttle.release(keys.ip),
            throttle.release(keys.account),
          ]);
        },
      };
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
