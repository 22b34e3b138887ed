import { useEffect } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { schemasSettled } from '@/lib/use-schemas.ts';

/** The class `html` carries while a server-rendered page hydrates (index.css turns transitions off). */
export const HYDRATING_CLASS = 'hydrating';

/**
 * Hydration enables the controls the server rendered disabled. Their colours would fade from the
 * disabled look over the theme's transition, and a page that has painted would visibly repaint
 * (and an accessibility scan landing mid-fade measures half a colour). So transitions stay off
 * until the enabled look has been computed, then come back for what people do next.
 */
export function HydrationTransitions() {
  const hydrated = useHydrated();
  useEffect(() => {
    const html = document.documentElement;
    if (!hydrated || !html.classList.contains(HYDRATING_CLASS)) return;
    // A control enabled by what the schemas say (lib/use-schemas.ts) waits for them: so do the transitions.
    void schemasSettled().then(() => {
      // Reading layout computes every style now, with transitions still off; only then is the
      // class removed, so no transition starts from the disabled look.
      void document.body.offsetWidth;
      html.classList.remove(HYDRATING_CLASS);
    });
  }, [hydrated]);
  return null;
}
