import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateSchema } from '@reboard/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormField } from '../../../components/form-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import type { SessionUser } from '../api/get-session.ts';
import { usePictureChoice } from '../hooks/use-picture-choice.ts';
import { useSaveProfile } from '../hooks/use-save-profile.ts';
import { PictureField } from './picture-field.tsx';
import { UserAvatar } from './user-avatar.tsx';

const NameSchema = ProfileUpdateSchema.pick({ name: true });
type FormInput = z.input<typeof NameSchema>;
type FormOutput = z.output<typeof NameSchema>;

export function ProfileForm({ user }: { user: SessionUser }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(NameSchema),
    defaultValues: { name: user.name },
  });
  const picture = usePictureChoice();
  const save = useSaveProfile();
  // Remounts the file input after a save, so the saved file is not sent again.
  const [inputKey, setInputKey] = useState(0);

  const onSubmit = handleSubmit(async ({ name }) => {
    if (picture.error) {
      toast.error(picture.error);
      return;
    }
    try {
      await save.mutateAsync({ name, picture: picture.file });
    } catch (error) {
      setServerErrors(setError, error, ['name']);
      const message = errorMessage(error);
      // A picture the server refused (type by content, size, megapixels) belongs under its field.
      if (picture.file && /file|image/i.test(message)) picture.setError(message);
      toastMutationError(error);
      return;
    }
    await picture.choose(null);
    setInputKey((key) => key + 1);
    toast.success('Profile updated');
  });

  const busy = save.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Profile">
      <PictureField
        key={inputKey}
        previewUrl={picture.previewUrl}
        error={picture.error}
        disabled={busy}
        onFile={(file) => void picture.choose(file)}
        fallback={<UserAvatar name={user.name} image={user.image} className="size-16 text-xl" />}
      />
      <FormField label="Name" error={errors.name?.message}>
        {(a11y) => (
          <input {...a11y} {...register('name')} autoComplete="name" maxLength={80} className="input w-full" />
        )}
      </FormField>
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium">Email</span>
        <p className="text-base-content/80">{user.email}</p>
      </div>
      <PendingButton type="submit" className="btn btn-primary self-start" pending={busy}>
        Save
      </PendingButton>
    </form>
  );
}
