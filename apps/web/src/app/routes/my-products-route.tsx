import { MyProductsPage } from '../../features/listings/routes/my-products-page.tsx';
import { WatcherCount } from '../../features/watch/index.ts';

/** /dashboard/myproducts: the listings feature's table with the watch feature's watcher counts. */
export function MyProductsRoute() {
  return <MyProductsPage Watchers={WatcherCount} />;
}
