import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon, BadgeCheckIcon, ChipIcon, ShieldIcon } from '@/components/icons/ui-icons.tsx';
import { paths } from '@/lib/paths.ts';

const promises = [
  { Icon: BadgeCheckIcon, title: 'layout.home.hero.verifiedTitle', text: 'layout.home.hero.verifiedText' },
  { Icon: ChipIcon, title: 'layout.home.hero.partsTitle', text: 'layout.home.hero.partsText' },
  { Icon: ShieldIcon, title: 'layout.home.hero.paymentsTitle', text: 'layout.home.hero.paymentsText' },
] as const;

export function Hero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-heading" className="bg-circuit text-secondary-content">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="badge badge-accent mb-5 h-auto py-1 font-semibold sm:badge-lg">{t('layout.home.hero.badge')}</p>
          <h1 id="hero-heading" className="text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {t('layout.home.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-secondary-content/80">
            {t('layout.home.hero.text')}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.products} className="btn btn-primary btn-lg">
              {t('layout.home.hero.getStarted')}
              <ArrowRightIcon className="size-5" />
            </Link>
            <a
              href="#categories"
              className="btn btn-lg btn-outline border-secondary-content/40 text-secondary-content hover:bg-secondary-content hover:text-secondary"
            >
              {t('layout.home.hero.learnMore')}
            </a>
          </div>
        </div>
        <ul className="grid gap-4">
          {promises.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="flex items-start gap-4 rounded-box border border-white/10 bg-white/5 p-4 backdrop-blur"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-field bg-primary text-primary-content">
                <Icon className="size-6" />
              </span>
              <span>
                <span className="block font-semibold">{t(title)}</span>
                <span className="block text-sm text-secondary-content/75">{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
