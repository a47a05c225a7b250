import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequest } from './index';

describe('zod settings', () => {
  it('When a schema fails, then the default message is French', () => {
    const r = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toMatch(/Entrée invalide|attendu/i);
  });

  it('When running on the server (no document), then the JIT parser stays on', () => {
    expect(z.config().jitless).toBe(false);
    expect(loginRequest.safeParse({ username: 'a@b.fr', password: 'x' }).success).toBe(true);
  });
});
