/** Wanted lists: private to whoever is signed in. (A BOM's match is a one-off answer, not cached.) */
export const bomKeys = {
  all: ['bom'] as const,
  lists: () => [...bomKeys.all, 'lists'] as const,
  list: (id: string) => [...bomKeys.lists(), id] as const,
};
