import { pictureAttributes } from '../../lib/pictures/picture-attributes.ts';

/** Avatars are shown at most 3rem across; the smallest stored copy is plenty even at 3× density. */
const AVATAR_SIZES = '48px';
const FALLBACK_SIZE = { width: 96, height: 96 };

/** A person's picture inside a round avatar frame: decorative, since the name sits beside it. */
export function AvatarImage({ src, className, onError }: { src: string; className?: string; onError?: () => void }) {
  return (
    <img
      {...pictureAttributes(src, AVATAR_SIZES, FALLBACK_SIZE)}
      alt=""
      loading="lazy"
      decoding="async"
      className={className}
      onError={onError}
    />
  );
}
