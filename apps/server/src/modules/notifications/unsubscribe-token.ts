import { NOTIFICATION_KINDS, type NotificationKind } from '@reboard/contracts';
import { createSigner } from '#server/lib/signing.ts';

/**
 * The token of a mail's unsubscribe link: who and which kind, signed with a key made from the
 * app's secret, so it works without signing in and nobody can make one for someone else.
 * It does not expire: an old mail's link should still work.
 */
/** Signed tokens of unsubscribe links: who, and which kind of mail to stop. */
export interface UnsubscribeTokens {
  make(userId: string, kind: NotificationKind): string;
  read(token: string): { userId: string; kind: NotificationKind } | undefined;
}

export function createUnsubscribeTokens(appSecret: string): UnsubscribeTokens {
  const signer = createSigner('unsubscribe', appSecret);

  return {
    make(userId: string, kind: NotificationKind): string {
      const body = `${Buffer.from(userId).toString('base64url')}.${kind}`;
      return `${body}.${signer.sign(body)}`;
    },

    /** Who and which kind, or undefined for a token this app did not sign (forged or tampered). */
    read(token: string): { userId: string; kind: NotificationKind } | undefined {
      const [user, kind, signature, ...rest] = token.split('.');
      if (!user || !kind || !signature || rest.length > 0) return undefined;
      if (!signer.verify(`${user}.${kind}`, signature)) return undefined;
      if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return undefined;
      return { userId: Buffer.from(user, 'base64url').toString(), kind: kind as NotificationKind };
    },
  };
}
