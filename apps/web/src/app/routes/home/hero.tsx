import { Link } from 'react-router';
import { ArrowRightIcon, BadgeCheckIcon, ChipIcon, ShieldIcon } from '../../../components/icons/ui-icons.tsx';
import { paths } from '../../../lib/paths.ts';

const promises = [
  { Icon: BadgeCheckIcon, title: 'Verified sellers', text: 'Look for the badge: checked by our team.' },
  { Icon: ChipIcon, title: 'Real part numbers', text: 'Manufacturer, part number and working status up front.' },
  { Icon: ShieldIcon, title: 'Safe card payments', text: 'Pay through Reboard, never to a stranger.' },
];

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-circuit text-secondary-content">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="badge badge-accent mb-5 h-auto py-1 font-semibold sm:badge-lg">Second-hand electronics marketplace</p>
          <h1 id="hero-heading" className="text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            Your one-stop shop for high-quality PCB components
          </h1>
          <p className="mt-5 max-w-xl text-lg text-secondary-content/80">
            Buy and sell used network modules, memory, storage and main boards. Every listing shows its
            condition, age and what it cost new, so you know what you are getting.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.products} className="btn btn-primary btn-lg">
              Get Started
              <ArrowRightIcon className="size-5" />
            </Link>
            <a
              href="#categories"
              className="btn btn-lg btn-outline border-secondary-content/40 text-secondary-content hover:bg-secondary-content hover:text-secondary"
            >
              Learn More
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
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-secondary-content/75">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
