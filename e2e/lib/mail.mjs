// Reads the .eml files the server writes to DATA_DIR/outbox when SMTP_URL is unset.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function decodeQuotedPrintable(s) {
  const bytes = [];
  const text = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(v) {
  return v.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc, data) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Parses a (nodemailer) .eml: headers, and the text of every text part, decoded. */
export function parseEml(raw) {
  const [head] = raw.split(/\r?\n\r?\n/);
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const m = /^([\w-]+):\s*(.*)$/.exec(line);
    if (m) headers[m[1].toLowerCase()] = decodeHeader(m[2]);
  }
  const parts = [];
  const re = /Content-Type: text\/(plain|html)[^]*?\r?\n\r?\n([^]*?)(?=\r?\n--|$)/gi;
  for (const m of raw.matchAll(re)) {
    const headerBlock = m[0].slice(0, m[0].length - m[2].length);
    let body = m[2];
    if (/Content-Transfer-Encoding: quoted-printable/i.test(headerBlock)) body = decodeQuotedPrintable(body);
    else if (/Content-Transfer-Encoding: base64/i.test(headerBlock))
      body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    parts.push({ type: m[1].toLowerCase(), body });
  }
  const text = parts.find((p) => p.type === 'plain')?.body ?? '';
  const html = parts.find((p) => p.type === 'html')?.body ?? '';
  const links = [...`${text}\n${html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
  return { to: headers.to ?? '', subject: headers.subject ?? '', text, html, links: [...new Set(links)] };
}

/** The newest e-mail (optionally to one address), waiting up to `timeoutMs` for it to appear. */
export async function latestEmail(dataDir, { to, timeoutMs = 10_000, after = 0 } = {}) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(outbox)) {
      const files = readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => ({ f, t: statSync(path.join(outbox, f)).mtimeMs }))
        .filter((x) => x.t >= after)
        .sort((a, b) => b.t - a.t);
      for (const { f } of files) {
        const mail = parseEml(readFileSync(path.join(outbox, f), 'utf8'));
        if (!to || mail.to.toLowerCase().includes(to.toLowerCase())) return mail;
      }
    }
    if (Date.now() > deadline) throw new Error(`Aucun e-mail${to ? ` pour ${to}` : ''} dans ${outbox}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
