import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/query-keys.ts';
import { updateProfile } from '../api/update-profile.ts';

type SaveProfileInput = {
  name: string;
  /** Uploads the chosen picture (the picture field's upload), or null to keep the current one. */
  uploadPicture: (() => Promise<string | undefined>) | null;
};

/** Uploads a new picture (if any), saves name and picture, and refreshes the header's session. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, uploadPicture }: SaveProfileInput) => {
      const image = uploadPicture ? await uploadPicture() : undefined;
      await updateProfile(image ? { name, image } : { name });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
