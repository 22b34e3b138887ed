import type { Category } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/icons/ui-icons.tsx';
import { ProductPicture } from '@/components/product-picture.tsx';
import { useCategoryName } from '@/lib/i18n/use-labels.ts';
import { paths } from '@/lib/paths.ts';

export function CategoryTile({ category }: { category: Category }) {
  const { t } = useTranslation();
  const name = useCategoryName()(category);
  return (
    <article className="group relative isolate flex h-64 flex-col justify-end overflow-hidden rounded-box shadow-md">
      <ProductPicture
        src={category.image}
        alt=""
        sizes="(min-width: 768px) 33vw, 100vw"
        className="absolute inset-0 -z-20 size-full transition duration-500 group-hover:scale-105"
      />
      {/* Darkens only the lower half, where the white text sits, and keeps the picture visible. */}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-neutral/90 via-neutral/40 to-transparent" />
      <div className="flex flex-col items-start gap-3 p-6">
        <h3 className="text-2xl font-bold text-white drop-shadow">{name}</h3>
        <Link to={paths.category(category.id)} className="btn btn-primary btn-sm" aria-label={t('catalog.category.discoverLabel', { name })}>
          {t('catalog.category.discover')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </article>
  );
}
