export const MY_CART_PATH = '/dashboard/myorders';

export function paymentPath(orderId: string): string {
  return `/dashboard/payment/${encodeURIComponent(orderId)}`;
}
