import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra fields for the log line when the message goes to the outbox (never secrets of other users). */
  logFields?: Record<string, string>;
  /** Fields that hold a secret (a reset link): written to the outbox log line in development only. */
  devLogFields?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** NODE_ENV=development: the outbox log line also shows `devLogFields` (the reset link, to click). */
  development?: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
        });
        opts.log.info({ mail: { subject: m.subject } }, 'e-mail envoyé par SMTP');
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info(
        { mail: { subject: m.subject, file, ...m.logFields, ...(opts.development ? m.devLogFields : {}) } },
        'e-mail écrit dans la boîte d’envoi',
      );
    },
    close: () => transport.close(),
  };
}
