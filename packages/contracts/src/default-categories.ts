/** The three categories keep these ids on every install (the spec hard-codes them). */
export const CATEGORY_IDS = {
  networkModules: '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e01',
  memoryStorage: '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e02',
  mainBoards: '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e03',
} as const;

export const DEFAULT_CATEGORIES = [
  { id: CATEGORY_IDS.networkModules, name: 'Network Modules', image: '/demo/category-network.webp' },
  { id: CATEGORY_IDS.memoryStorage, name: 'Memory & Storage', image: '/demo/category-memory.webp' },
  { id: CATEGORY_IDS.mainBoards, name: 'Main boards', image: '/demo/category-mainboards.webp' },
] as const;

/** The default categories' names as catalogue keys: pages show them in the reader's language. */
export const CATEGORY_KEYS: Readonly<Record<string, string>> = {
  [CATEGORY_IDS.networkModules]: 'categories.networkModules',
  [CATEGORY_IDS.memoryStorage]: 'categories.memoryStorage',
  [CATEGORY_IDS.mainBoards]: 'categories.mainBoards',
};
