import type { Product } from '@reboard/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PendingButton } from '@/components/pending-button.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session/get-session.ts';
import { useRequireSignIn } from '@/lib/session/use-require-sign-in.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { ChatIcon } from './chat-icon.tsx';

type AskSellerButtonProps = { product: Pick<Product, 'id' | 'seller'>; className?: string };

/**
 * Opens (or reopens) the shopper's conversation about this listing and goes to it. Guests sign in
 * first and come back here; the listing's own seller is not offered it.
 */
export function AskSellerButton({ product, className = '' }: AskSellerButtonProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const start = useStartConversation();
  const hydrated = useHydrated();
  const ask = useRequireSignIn(
    useCallback(
      (who: { id: string }) => {
        if (who.id === product.seller.id) return;
        start.mutate(product.id, {
          onSuccess: (conversation) => void navigate(paths.dashboard.conversation(conversation.id)),
          onError: (error) => toastMutationError(error, t),
        });
      },
      [product.id, product.seller.id, start, navigate, t],
    ),
  );
  if (user?.id === product.seller.id) return null;
  return (
    <PendingButton
      className={`btn btn-outline ${className}`}
      pending={start.isPending}
      disabled={!hydrated}
      icon={<ChatIcon className="size-5" />}
      onClick={ask}
    >
      {t('messages.askSeller')}
    </PendingButton>
  );
}
