import type { SignUp } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/i18n/use-locale.ts';
import { signUp } from '../api/sign-up.ts';
import { updateProfile } from '../api/update-profile.ts';

type RegisterInput = {
  values: SignUp;
  /** Uploads the chosen picture (the picture field's upload), or null without one. */
  uploadPicture: (() => Promise<string | undefined>) | null;
};
/** The account always exists on success; a picture the server refused is reported, not fatal. */
type RegisterResult = { pictureError: string | null };

/** The part before @, for people who leave the optional name empty. */
export function nameFromEmail(email: string): string {
  return email.split('@')[0]?.trim() || email;
}

export function useRegister() {
  // The account keeps the language it was made in: its verification mail is already in it.
  const locale = useLocale();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ values, uploadPicture }: RegisterInput): Promise<RegisterResult> => {
      await signUp({ ...values, name: values.name || nameFromEmail(values.email) }, locale);
      if (!uploadPicture) return { pictureError: null };
      // Uploads need a signed-in user, and sign-up has just signed this one in.
      try {
        const image = await uploadPicture();
        if (image) await updateProfile({ image });
        return { pictureError: null };
      } catch (error) {
        return { pictureError: errorMessage(error, t) };
      }
    },
  });
}
