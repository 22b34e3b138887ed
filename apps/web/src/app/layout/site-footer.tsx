import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FacebookIcon, TwitterIcon, YouTubeIcon } from '../../components/icons/social-icons.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { paths } from '../../lib/paths.ts';
import { Brand } from './header/brand.tsx';

const companyLinks = [
  { to: paths.about, labelKey: 'layout.footer.about' },
  { to: paths.contact, labelKey: 'layout.footer.contact' },
  { to: paths.jobs, labelKey: 'layout.footer.jobs' },
  { to: paths.pressKit, labelKey: 'layout.footer.pressKit' },
] as const;

// The written rules: what a buyer or seller agrees to, and what happens when an order goes wrong.
const rulesLinks = [
  { to: paths.terms, labelKey: 'layout.footer.terms' },
  { to: paths.privacy, labelKey: 'layout.footer.privacy' },
  { to: paths.fees, labelKey: 'layout.footer.fees' },
  { to: paths.buyerProtection, labelKey: 'layout.footer.buyerProtection' },
] as const;

// Brand names: the same in every language.
const socialLinks = [
  { href: 'https://twitter.com/', label: 'Twitter', Icon: TwitterIcon },
  { href: 'https://www.youtube.com/', label: 'YouTube', Icon: YouTubeIcon },
  { href: 'https://www.facebook.com/', label: 'Facebook', Icon: FacebookIcon },
];

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-base-300 bg-base-200 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-6 py-10 md:flex-row md:justify-between">
        <div className="flex flex-col items-center gap-2 md:items-start">
          <Brand />
          <p className="max-w-xs text-center text-sm text-base-content/70 md:text-left">
            {t('layout.footer.tagline')}
          </p>
        </div>
        <div className="flex flex-col items-center gap-3 md:items-start">
          <FooterLinks label={t('layout.footer.company')} links={companyLinks} />
          <FooterLinks label={t('layout.footer.rules')} links={rulesLinks} />
        </div>
        <LanguageSwitch />
        <nav aria-label={t('layout.footer.social')}>
          <ul className="flex gap-2">
            {socialLinks.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="btn btn-ghost btn-circle"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-base-300 py-4 text-center text-sm text-base-content/70">
        <p>{t('layout.footer.copyright')}</p>
      </div>
    </footer>
  );
}

function FooterLinks({ label, links }: { label: string; links: readonly { to: string; labelKey: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium md:justify-start">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="link link-hover">
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
