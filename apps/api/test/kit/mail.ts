import type { MailMessage, Mailer } from '../../src/lib/mailer';

/** A mailer that keeps the messages in memory (see smtp.ts for a real SMTP server). */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(m) {
      sent.push(m);
    },
    close() {},
  };
}
