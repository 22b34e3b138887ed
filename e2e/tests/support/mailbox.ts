import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/*
 * The e2e server has no SMTP_URL, so it writes each mail as an .eml file into DATA_DIR/mail
 * (the directory playwright.config.ts gives it). This reads them as a person reads an inbox.
 */
const MAIL_DIR = path.join(process.env.REBOARD_E2E_DATA_DIR ?? '', 'mail');

/** The raw text of a mail with quoted-printable soft line breaks and `=3D` undone. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The newest mail to `address` whose subject is `subject`, once it has arrived (undefined before). */
async function mailTo(address: string, subject: string): Promise<string | undefined> {
  const files = await fs.readdir(MAIL_DIR).catch(() => [] as string[]);
  for (const file of files.filter((f) => f.endsWith('.eml'))) {
    const text = readable(await fs.readFile(path.join(MAIL_DIR, file), 'utf8'));
    if (text.includes(address) && text.includes(`Subject: ${subject}`)) return text;
  }
  return undefined;
}

/**
 * The `pagePath?token=…` link in the mail to `address` whose subject is `subject`, waiting up to 15 s
 * for it to arrive; as a path and query, to open on the test's own server.
 */
export async function mailedLink(address: string, subject: string, pagePath: string): Promise<string> {
  let mail: string | undefined;
  await expect.poll(async () => (mail = await mailTo(address, subject)), { timeout: 15_000 }).toBeTruthy();
  const link = new RegExp(`https?://\\S+${pagePath}\\?token=[A-Za-z0-9._-]+`).exec(mail!)?.[0];
  expect(link, `the mail carries the ${pagePath} link`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}
