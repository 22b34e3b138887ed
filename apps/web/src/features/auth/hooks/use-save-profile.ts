import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../lib/query-keys.ts';
import { updateProfile } from '../api/update-profile.ts';
import { uploadImage } from '../api/upload-image.ts';

type SaveProfileInput = { name: string; picture: File | null };

/** Uploads a new picture (if any), saves name and picture, and refreshes the header's session. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, picture }: SaveProfileInput) => {
      const image = picture ? await uploadImage(picture) : undefined;
      await updateProfile(image ? { name, image } : { name });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
