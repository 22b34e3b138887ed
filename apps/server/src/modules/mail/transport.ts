import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** Where composed mail goes. `name` is stable per message, so sending one twice keeps one file. */
export interface MailTransport {
  send(message: Mail.Options, name: string): Promise<void>;
  close(): void;
}

// nodemailer waits up to 10 minutes on a silent socket by default; a job's claim is shorter.
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** SMTP when a URL is given; otherwise each message becomes DIR/<name>.eml, for a person to open. */
export function createMailTransport(opts: { smtpUrl: string | undefined; dir: string }): MailTransport {
  if (opts.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS } as SMTPTransport.Options);
    return {
      async send(message) {
        await smtp.sendMail(message);
      },
      close: () => smtp.close(),
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, name) {
      const { message: raw } = await composer.sendMail(message);
      await fs.mkdir(opts.dir, { recursive: true });
      // Written whole, then renamed: a reader never sees half a message.
      const file = path.join(opts.dir, `${name}.eml`);
      await fs.writeFile(`${file}.tmp`, raw as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => composer.close(),
  };
}
