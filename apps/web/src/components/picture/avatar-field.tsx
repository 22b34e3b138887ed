import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureField } from './picture-field.tsx';
import { AvatarPreview } from './picture-preview.tsx';
import type { PictureUpload } from './use-picture-upload.ts';

type AvatarFieldProps = {
  /** The form's usePictureUpload(); the form uploads the file when it is submitted. */
  picture: PictureUpload;
  /** Shown until a new picture is chosen: the current avatar, or a placeholder. */
  fallback: ReactNode;
  disabled?: boolean;
};

/** The optional profile picture of the register and profile forms. */
export function AvatarField({ picture, fallback, disabled }: AvatarFieldProps) {
  const { t } = useTranslation();
  return (
    <PictureField
      variant="avatar"
      label={t('common.picture.profile')}
      status={picture.status}
      progress={picture.progress}
      error={picture.error}
      disabled={disabled}
      onFile={(file) => void picture.choose(file)}
      preview={<AvatarPreview url={picture.previewUrl} fallback={fallback} />}
    />
  );
}
