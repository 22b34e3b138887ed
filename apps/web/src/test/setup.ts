import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { LOCALE_COOKIE } from '@reboard/contracts/i18n';
import { afterEach, vi } from 'vitest';
import { checkNoUnhandledRequests } from './fake-api.ts';

// The suite shares two cores with the API suites in `npm run test:api`: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

/*
 * happy-dom opens a <dialog> with showModal but has no close requests: a browser answers Escape
 * in a modal dialog with a cancelable `cancel` event and closes it unless that is prevented
 * (HTML's close watcher). This does the same for the topmost open dialog, so the app's own
 * Escape handling (Modal's onCancel) is what the tests exercise.
 */
function closeRequest(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const dialog = [...document.querySelectorAll('dialog[open]')].at(-1);
  if (!(dialog instanceof HTMLDialogElement)) return;
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}
// The files of a worker share one window (the project runs without isolation): listen once.
const listening = Symbol.for('reboard.closeRequest');
if (!(listening in window)) {
  Object.defineProperty(window, listening, { value: true });
  window.addEventListener('keydown', closeRequest);
}

/*
 * Two properties happy-dom lacks and react-hook-form reads to tell a select the person changed
 * (keep it) from one it should fill with the form's default: without them every select looked
 * edited and kept its first option. Both as HTML defines them.
 */
Object.defineProperty(HTMLSelectElement.prototype, 'size', {
  configurable: true,
  get(this: HTMLSelectElement) {
    const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
    return Number.isNaN(size) || size < 0 ? 0 : size;
  },
});
Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
  configurable: true,
  get(this: HTMLOptionElement) {
    return this.hasAttribute('selected');
  },
});

afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  // One document serves a file's tests: the language and its cookie start again for each.
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  document.documentElement.lang = 'en';
  checkNoUnhandledRequests();
});
