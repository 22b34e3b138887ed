import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_NAME_LENGTH, ProfileUpdateSchema, type SessionUser } from '@reboard/contracts/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.tsx';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { AvatarField } from '@/components/picture/avatar-field.tsx';
import { usePictureUpload } from '@/components/picture/use-picture-upload.ts';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { setServerErrors } from '@/lib/form-errors.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useSaveProfile } from '../hooks/use-save-profile.ts';

const NameSchema = ProfileUpdateSchema.pick({ name: true });
type FormInput = z.input<typeof NameSchema>;
type FormOutput = z.output<typeof NameSchema>;

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(NameSchema),
    defaultValues: { name: user.name },
  });
  const picture = usePictureUpload();
  const save = useSaveProfile();
  // Remounts the file input after a save, so the saved file is not sent again.
  const [inputKey, setInputKey] = useState(0);

  const onSubmit = handleSubmit(async ({ name }) => {
    if (picture.refusal) {
      toast.error(picture.refusal);
      return;
    }
    try {
      // A picture the server refuses (type by content, size, megapixels) is shown under its field.
      await save.mutateAsync({ name, uploadPicture: picture.file ? picture.upload : null });
    } catch (error) {
      setServerErrors(setError, error, ['name'], { t });
      toastMutationError(error, t);
      return;
    }
    await picture.choose(null);
    setInputKey((key) => key + 1);
    toast.success(t('auth.profile.saved'));
  });

  const busy = save.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t('auth.profile.formLabel')}>
      <AvatarField
        key={inputKey}
        picture={picture}
        disabled={busy}
        fallback={<UserAvatar name={user.name} image={user.image} className="size-16 text-xl" />}
      />
      <FormField label={t('auth.field.name')} error={errors.name?.message}>
        {(a11y) => (
          <input {...a11y} {...register('name')} autoComplete="name" maxLength={MAX_NAME_LENGTH} className="input w-full" />
        )}
      </FormField>
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium">{t('auth.field.email')}</span>
        <p className="text-base-content/80">{user.email}</p>
      </div>
      <PendingButton type="submit" className="btn btn-primary self-start" pending={busy}>
        {t('auth.profile.save')}
      </PendingButton>
    </form>
  );
}
