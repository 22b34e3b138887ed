import { useState } from 'react';
import { initials } from '../lib/catalog/product-display.ts';
import { AvatarImage } from './picture/avatar-image.tsx';

type UserAvatarProps = {
  name: string;
  image: string | null;
  /** Tailwind size and text classes, e.g. 'size-9 text-sm'. */
  className?: string;
};

/** A round picture, or initials when there is none or it cannot load. Decorative: name it nearby. */
export function UserAvatar({ name, image, className = 'size-9 text-sm' }: UserAvatarProps) {
  // A provider's picture URL may be refused by the CSP (images from this site only).
  const [failed, setFailed] = useState<string | null>(null);
  if (image && failed !== image) {
    return (
      <span className="avatar">
        <span className={`${className} block overflow-hidden rounded-full ring-1 ring-base-300`}>
          <AvatarImage src={image} className="size-full object-cover" onError={() => setFailed(image)} />
        </span>
      </span>
    );
  }
  return (
    <span className="avatar avatar-placeholder" aria-hidden="true">
      {/* Centred explicitly: daisyUI's placeholder centring only applies to a div child. */}
      <span className={`${className} flex items-center justify-center rounded-full bg-secondary text-secondary-content`}>
        <span>{initials(name)}</span>
      </span>
    </span>
  );
}
