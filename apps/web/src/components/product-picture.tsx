import { ImageIcon } from './icons/ui-icons.tsx';

type ProductPictureProps = { src: string | null; alt: string; className?: string; eager?: boolean };

export function ProductPicture({ src, alt, className = '', eager = false }: ProductPictureProps) {
  if (!src) {
    // alt="" marks a decorative picture; keep the placeholder silent in that case too.
    const a11y = alt ? { role: 'img', 'aria-label': `${alt} (no picture)` } : { 'aria-hidden': true };
    return (
      <div
        {...a11y}
        className={`grid place-items-center bg-base-200 text-base-content/30 ${className}`}
      >
        <ImageIcon className="size-12" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`bg-base-200 object-cover ${className}`}
    />
  );
}
