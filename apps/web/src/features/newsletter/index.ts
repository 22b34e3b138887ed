/* What the home page shows of the newsletter: its sign-up form. */
export { NewsletterForm } from './components/newsletter-form.tsx';
