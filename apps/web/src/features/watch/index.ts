/* What app/ composes of watch: the heart, "Tell me when it's free" and "Save this search" for the catalogue, and the watcher count for My Products. */
export { SaveSearchButton } from './components/save-search-button.tsx';
export { WatchButton } from './components/watch-button.tsx';
export { WatcherCount } from './components/watcher-count.tsx';
export { WhenFreeButton } from './components/when-free-button.tsx';
