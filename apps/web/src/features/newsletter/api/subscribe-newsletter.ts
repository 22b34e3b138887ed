import type { Message, NewsletterRequest } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export function subscribeNewsletter(body: NewsletterRequest): Promise<Message> {
  return apiFetch('/api/newsletter', { method: 'POST', body, schema: (s) => s.MessageSchema });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
