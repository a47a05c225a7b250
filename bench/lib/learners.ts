/** Many learners at once, written straight into PostgreSQL, with access tokens signed by the server's secret. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTokenService } from '../../apps/api/src/modules/auth/tokens';
import type { Learner } from './scenario';
import { JWT_SECRET } from './servers';

export async function createLearners(databaseUrl: string, n: number, prefix = 'charge'): Promise<Learner[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const emails = Array.from(
      { length: n },
      (_, i) => `${prefix}-${Date.now().toString(36)}-${i}@exemple.fr`,
    );
    // Nobody logs in with these accounts: the hash only fills the column.
    const res = await client.query<{ id: number; email: string }>(
      `insert into users (email, username, password_hash, first_name, last_name)
       select e, e, 'sans-connexion', 'Awa', 'Ndiaye' from unnest($1::text[]) as e
       returning id, email`,
      [emails],
    );
    // Each learner signed in once: a session row, which the access token names.
    const sessions = res.rows.map((r) => ({ id: randomUUID(), userId: r.id }));
    await client.query(
      `insert into sessions (id, user_id, expires_at)
       select s, u, now() + interval '1 day' from unnest($1::text[], $2::int[]) as t(s, u)`,
      [sessions.map((x) => x.id), sessions.map((x) => x.userId)],
    );
    const tokens = createTokenService(JWT_SECRET);
    return Promise.all(
      res.rows.map(async (r, i) => {
        const token = await tokens.signAccess({ userId: r.id, role: 'learner', sid: sessions[i]!.id });
        return {
          email: r.email,
          password: '',
          id: r.id,
          token,
          headers: { authorization: `Bearer ${token}` },
        };
      }),
    );
  } finally {
    await client.end();
  }
}
