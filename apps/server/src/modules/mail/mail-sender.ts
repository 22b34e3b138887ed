import { createHash } from 'node:crypto';
import { tokenLinkPath } from '@reboard/contracts';
import { DEFAULT_LOCALE } from '@reboard/contracts/i18n';
import { renderHtml, renderText } from './layout.ts';
import { letterFor, MailJob } from './mail-texts.ts';
import type { MailDeps } from './mail.types.ts';

/**
 * The mail job's handler: writes the letter in its recipient's language and hands it to the
 * transport. Sending twice (a runner died between sending and recording it) gives the same
 * Message-ID and, for files, the same file: receivers and readers can tell it is one message.
 */
export function createMailSender(deps: MailDeps): (payload: unknown, job: { key: string }) => Promise<void> {
  const { site } = deps;
  const host = new URL(site.url).hostname;

  /** A notification kind's mail carries the links that stop that kind: a page, and one-click. */
  function unsubscribeOf(job: MailJob) {
    const kind = job.message === 'notification' ? job.kind : 'unsubscribe' in job ? job.unsubscribe : undefined;
    if (!kind) return undefined;
    const token = deps.unsubscribeToken(job.to, kind);
    return {
      page: { url: `${site.url}${tokenLinkPath('unsubscribe', token)}` },
      oneClick: `${site.url}/api/unsubscribe?token=${encodeURIComponent(token)}`,
    };
  }

  return async function send(payload, { key }) {
    const job = MailJob.parse(payload);
    const person = (await deps.accounts.people([job.to])).get(job.to);
    if (!person || person.deleted) {
      deps.log.warn({ message: job.message }, 'mail not sent: its recipient’s account is gone');
      return;
    }
    // In the language the person chose; English for one who never chose.
    const locale = person.locale ?? DEFAULT_LOCALE;
    const letter = letterFor(job, locale);
    const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
    const out = unsubscribeOf(job);
    await deps.transport.send(
      {
        from: site.from,
        to: { name: person.name, address: person.email },
        subject: letter.subject,
        text: renderText(letter, person.name, site, out?.page, locale),
        html: renderHtml(letter, person.name, site, out?.page, locale),
        messageId: `<${digest}@${host}>`,
        // RFC 8058: a mail client's own unsubscribe button POSTs here, no page in between.
        ...(out ? { headers: { 'List-Unsubscribe': `<${out.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
      },
      `${job.message}-${digest.slice(0, 16)}`,
    );
  };
}
