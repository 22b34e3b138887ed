import type { Product } from '@reboard/contracts';

/** A plain listing for unit tests; spread it and override what a test is about. */
export const aProduct: Product = {
  id: 'p1',
  name: 'ESP32 module',
  categoryId: 'c1',
  categoryName: 'Network Modules',
  condition: 'good',
  description: '',
  location: 'Dhaka',
  originalPrice: null,
  resalePrice: 120000,
  picture: null,
  photos: [],
  usagePeriod: '1 year',
  yearPurchased: 2022,
  postedOn: null,
  status: 'active',
  reservedUntil: null,
  isAdvertised: false,
  manufacturer: null,
  partNumber: null,
  workingStatus: null,
  seller: { id: 's1', name: 'Rahim', image: null, verified: false, rating: { average: null, count: 0 } },
  proof: null,
  proofPending: false,
  delivery: { meetUp: true, courierFeeInside: null, courierFeeOutside: null },
};
