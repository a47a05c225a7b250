import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process, collecting the raw messages it receives. */
export function startSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.server.address() as { port: number }).port;
      resolve({ port, messages, close: () => new Promise<void>((r) => server.close(() => r())) });
    });
  });
}

/** The text of a raw e-mail with quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (seq) =>
    Buffer.from(
      seq
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
  return bytes;
}
