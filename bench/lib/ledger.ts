/** Checks the database against what the server acknowledged to the simulated learners. */
import pg from 'pg';

export async function verifyLedger(databaseUrl: string, ledger: Map<string, Map<string, string>>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ attempt: string; question: string; choice: string | null }>(`
      select a.slug as attempt, q.slug as question, c.slug as choice
      from answers x join attempts a on a.id = x.attempt_id join questions q on q.id = x.question_id
      left join choices c on c.id = x.choice_id`);
    const dup = await client.query<{ n: number }>(`
      select count(*)::int as n from (select 1 from answers group by attempt_id, question_id having count(*) > 1) d`);
    const stored = new Map(rows.rows.map((r) => [`${r.attempt}|${r.question}`, r.choice]));
    const problems: string[] = [];
    let acknowledged = 0;
    let lost = 0;
    for (const [attempt, answers] of ledger) {
      for (const [question, choice] of answers) {
        acknowledged++;
        if (stored.get(`${attempt}|${question}`) !== choice) {
          lost++;
          if (lost <= 5) problems.push(`réponse acquittée perdue : ${attempt} / ${question}`);
        }
      }
    }
    if (dup.rows[0]!.n > 0) problems.push(`${dup.rows[0]!.n} réponses en double`);
    return { acknowledged, stored: rows.rowCount ?? 0, lost, duplicates: dup.rows[0]!.n, problems };
  } finally {
    await client.end();
  }
}
