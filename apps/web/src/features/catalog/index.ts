/*
 * What app/ composes of the catalogue: the loaders of its pages (the router runs them while the
 * page's code loads), the home page's featured listings and category tiles, the seller page's
 * listings, and the slots other features' buttons fill (ProductActions). The pages themselves
 * (routes/*-page.tsx) are loaded lazily by app/pages.tsx.
 */
export { categoryLoader, categoryShouldRevalidate } from './routes/category-loader.ts';
export { productLoader } from './routes/product-loader.ts';
export { productsLoader, productsShouldRevalidate } from './routes/products-loader.ts';
export { featuredProductsQueryOptions, useFeaturedProducts } from './api/get-featured-products.ts';
export { productsQueryOptions } from './api/get-products.ts';
export { CategoryTile } from './components/category-tile.tsx';
export { ProductGrid } from './components/product-grid.tsx';
export { SellerListings, sellerListingsFilters } from './components/seller-listings.tsx';
export type { ProductActionProps, ProductActions } from './components/product-actions.ts';
