/* What app/ uses of orders: Add to Cart for the catalogue, and the payment page's loader. */
export { AddToCartButton } from './components/add-to-cart-button.tsx';
export { paymentLoader } from './routes/payment-loader.ts';
