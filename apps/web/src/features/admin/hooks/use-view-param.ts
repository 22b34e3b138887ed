import { useSearchParams } from 'react-router';

/** One view of a list: its value, its word in the URL (?view=) and its tab's label (a catalogue key). */
export type ViewTab<V extends string> = { view: V; param: string; labelKey: string };

/**
 * Which view of a list is showing, kept in the URL as ?view= so reload and Back keep it. The
 * first tab is the default and leaves the URL clean; an unknown word shows the default.
 */
export function useViewParam<V extends string>(tabs: readonly [ViewTab<V>, ...ViewTab<V>[]]) {
  const [params, setParams] = useSearchParams();
  const view = (tabs.find((tab) => tab.param === params.get('view')) ?? tabs[0]).view;

  function change(next: V) {
    const param = tabs.find((tab) => tab.view === next)?.param;
    // Replace, not push: Back leaves the page rather than stepping through the tabs.
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (!param || next === tabs[0].view) updated.delete('view');
        else updated.set('view', param);
        return updated;
      },
      { replace: true },
    );
  }

  return [view, change] as const;
}
