import {
  CategoryListSchema,
  ChatMessageSchema,
  DEFAULT_CATEGORIES,
  FACET_NAMES,
  MeSchema,
  OrderSchema,
  ProductFacetsSchema,
  PublicConfigSchema,
  type CategoryList,
  type ChatMessage,
  type Order,
  type ProductFacets,
  type PublicConfig,
  type SessionUser,
} from '@reboard/contracts';

/*
 * What the fake API answers, each parsed with its contract's schema: a fixture that drifts from
 * the contract fails where it is made, not as a puzzling "unexpected response" in a component.
 * Spread one and change what the test is about.
 */

export const aConfig = (over: Partial<PublicConfig> = {}): PublicConfig =>
  PublicConfigSchema.parse({ currency: 'BDT', paymentProvider: 'test', orderAutoCompleteDays: 14, ...over });

export const aUser = (over: Partial<SessionUser> = {}): SessionUser =>
  MeSchema.parse({
    id: 'user-1',
    name: 'Nadia Rahman',
    email: 'nadia@example.com',
    image: null,
    role: 'buyer',
    sellerVerified: false,
    emailVerified: true,
    locale: null,
    ...over,
  });

export const theCategories = (): CategoryList => CategoryListSchema.parse({ items: DEFAULT_CATEGORIES });

/** Facet counts with nothing counted; pass the lists a test needs. */
export const someFacets = (facets: Partial<ProductFacets['facets']> = {}, over: Partial<ProductFacets> = {}): ProductFacets =>
  ProductFacetsSchema.parse({
    total: 0,
    totalIsExact: true,
    facets: { ...Object.fromEntries(FACET_NAMES.map((name) => [name, []])), ...facets },
    specs: [],
    ...over,
  });

export const aMessage = (over: Partial<ChatMessage> = {}): ChatMessage =>
  ChatMessageSchema.parse({
    id: 'message-1',
    senderId: 'user-1',
    senderName: 'Nadia Rahman',
    mine: true,
    body: 'Is it still for sale?',
    createdAt: '2026-03-05T10:00:00.000Z',
    ...over,
  });

export const anOrder = (over: Partial<Order> = {}): Order =>
  OrderSchema.parse({
    id: 'order-1',
    productId: 'product-1',
    productName: 'ESP32 dev board',
    image: null,
    price: 215000,
    quantity: 1,
    currency: 'BDT',
    delivery: 'meetup',
    deliveryFee: 0,
    total: 215000,
    paymentMethod: 'card',
    buyerName: 'Nadia Rahman',
    buyerEmail: 'nadia@example.com',
    phone: '+880 1711 223344',
    location: 'Dhanmondi 27, Dhaka',
    sellerPhone: '+880 1811 000000',
    status: 'pending',
    available: true,
    createdAt: '2026-03-05T10:00:00.000Z',
    paidAt: null,
    confirmedAt: null,
    cashReceivedAt: null,
    transactionId: null,
    cancelReason: null,
    refundedAt: null,
    step: 'booked',
    shipment: null,
    problem: null,
    ...over,
  });

/** A file whose first bytes are a PNG's, as the picture check reads them. */
export function aPng(name = 'board.png'): File {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  return new File([bytes], name, { type: 'image/png' });
}

/** A text file dressed as a PNG: the name and type say picture, the content does not. */
export function aTextCalledPng(name = 'notes.png'): File {
  return new File(['just some notes'], name, { type: 'image/png' });
}

/** An upload's URL as the server names them (contracts' UPLOAD_URL_PATTERN). */
export const anUploadUrl = (n: number) => `/uploads/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.webp`;
