import { mailedByDefault, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationSettings, type UnsubscribeTarget } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { invalid } from '#server/lib/errors.ts';
import type { SessionUser } from '../auth/index.ts';
import { createMailSettingsRepository } from './mail-settings.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** Which kinds of notification a user gets by mail, and the mails' way out without signing in. */
/** Which kinds of notification a person also gets by mail, and the unsubscribe links. */
export interface MailSettingsService {
  settings(user: SessionUser): Promise<NotificationSettings>;
  save(user: SessionUser, settings: NotificationSettings): Promise<NotificationSettings>;
  /** What a link would stop, for the page that asks first; a forged link is refused. */
  unsubscribeTarget(token: string): UnsubscribeTarget;
  unsubscribe(token: string): Promise<UnsubscribeTarget>;
}

export function createMailSettingsService(db: Database, tokens: UnsubscribeTokens): MailSettingsService {
  const repo = createMailSettingsRepository(db);

  async function settingsOf(userId: string): Promise<NotificationSettings> {
    const chosen = await repo.chosen(userId);
    const mail = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, chosen.get(k) ?? mailedByDefault(k)]));
    return { mail: mail as NotificationSettings['mail'] };
  }

  function target(token: string) {
    const read = tokens.read(token);
    if (!read) throw invalid('errors.notifications.badUnsubscribe', { token: 'errors.notifications.brokenLink' });
    return read;
  }

  return {
    settings: (user: SessionUser) => settingsOf(user.id),

    async save(user: SessionUser, settings: NotificationSettings): Promise<NotificationSettings> {
      await repo.save(user.id, settings.mail);
      return settingsOf(user.id);
    },

    /** What a link would stop, for the page that asks first; a forged link is refused. */
    unsubscribeTarget(token: string): UnsubscribeTarget {
      const { kind } = target(token);
      return { kind, label: NOTIFICATION_KIND_LABELS[kind] };
    },

    /** Turns the link's kind of mail off for its user; doing it twice changes nothing. */
    async unsubscribe(token: string): Promise<UnsubscribeTarget> {
      const { userId, kind } = target(token);
      await repo.save(userId, { [kind]: false });
      return { kind, label: NOTIFICATION_KIND_LABELS[kind] };
    },
  };
}
