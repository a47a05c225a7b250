import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (m=19456 KiB, t=2, p=1). */
export const hashPassword = (plain: string): Promise<string> => hash(plain);

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash it still spends the time of one verification. */
export async function verifyPassword(stored: string | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('mot-de-passe-factice-pour-le-temps-constant');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}
