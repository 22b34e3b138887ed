import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH, SignUpSchema } from '@reboard/contracts/schemas';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { UserIcon } from '@/components/icons/ui-icons.tsx';
import { AvatarField } from '@/components/picture/avatar-field.tsx';
import { usePictureUpload } from '@/components/picture/use-picture-upload.ts';
import { PendingButton } from '@/components/pending-button.tsx';
import { setServerErrors } from '@/lib/form-errors.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { paths } from '@/lib/paths.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { useRegister } from '../hooks/use-register.ts';
import { RoleChoice } from './role-choice.tsx';

type FormInput = z.input<typeof SignUpSchema>;
type FormOutput = z.output<typeof SignUpSchema>;
const FIELDS = ['name', 'email', 'password'] as const;

export function RegisterForm() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { name: '', email: '', password: '', role: 'buyer' },
  });
  const picture = usePictureUpload();
  const signUp = useRegister();
  const finishSignIn = useFinishSignIn();

  const onSubmit = handleSubmit(async (values) => {
    if (picture.refusal) {
      // Never drop a refused picture silently: the person fixes or clears it first.
      toast.error(picture.refusal);
      return;
    }
    let pictureError: string | null;
    try {
      ({ pictureError } = await signUp.mutateAsync({ values, uploadPicture: picture.file ? picture.upload : null }));
    } catch (error) {
      setServerErrors(setError, error, FIELDS, { t });
      toastMutationError(error, t);
      return;
    }
    // The account exists either way; a refused picture can be added later from the profile.
    if (pictureError) toast.error(t('auth.register.pictureNotSaved', { reason: pictureError }));
    await finishSignIn({ message: t('auth.register.success'), to: paths.home });
  });

  const busy = signUp.isPending;
  // Registered outside the JSX: the literal-string lint mistakes the field name for text there.
  const passwordField = register('password');
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.register.formLabel')}>
      <AvatarField
        picture={picture}
        disabled={busy}
        fallback={
          <span className="grid size-16 place-items-center rounded-full bg-base-200 text-base-content/40">
            <UserIcon className="size-8" />
          </span>
        }
      />
      <FormField label={t('auth.field.name')} error={errors.name?.message}>
        {(a11y) => (
          <input
            {...a11y}
            required={false}
            {...register('name')}
            autoComplete="name"
            maxLength={MAX_NAME_LENGTH}
            placeholder={t('auth.register.optional')}
            className="input w-full"
          />
        )}
      </FormField>
      <FormField label={t('auth.field.email')} error={errors.email?.message}>
        {(a11y) => (
          <input {...a11y} {...register('email')} type="email" autoComplete="email" className="input w-full" />
        )}
      </FormField>
      <FormField label={t('auth.field.password')} error={errors.password?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...passwordField}
            type="password"
            autoComplete="new-password"
            placeholder={t('auth.register.passwordHint', { min: number(MIN_PASSWORD_LENGTH) })}
            className="input w-full"
          />
        )}
      </FormField>
      <RoleChoice field={register('role')} disabled={busy} />
      <PendingButton type="submit" className="btn btn-primary mt-2 w-full" pending={busy}>
        {t('auth.register.submit')}
      </PendingButton>
    </form>
  );
}
