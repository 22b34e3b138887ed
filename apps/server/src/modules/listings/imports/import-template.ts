import { IMPORT_TEMPLATE_NAME } from '@reboard/contracts';

/*
 * The template a seller downloads: the header with every column the form requires (name,
 * category, condition, price, location, phone, usage period, year purchased) and the optional
 * ones, then two rows that show how values are typed. Specification columns are named by their
 * keys or names ("capacity", "Form factor"); any the category allows may be added.
 */
const ROWS = [
  ['name', 'category', 'condition', 'price', 'quantity', 'part number', 'manufacturer', 'sku', 'description', 'location', 'phone', 'usage period', 'year purchased', 'chip', 'capacity', 'type'],
  ['ESP32 dev board', 'Network Modules', 'good', '650', '3', 'ESP32-WROOM-32', 'Espressif', 'ESP-001', 'Tested, with headers soldered', 'Dhaka', '+8801711000000', '6 months', '2023', 'ESP32-WROOM-32', '', ''],
  ['Kingston 8GB DDR4 laptop RAM', 'Memory & Storage', 'excellent', '৳1,500', '2', 'KVR26S19S8/8', 'Kingston', 'MEM-8G-01', 'Pulled from a working laptop', 'Chattogram', '+8801811000000', '1 year', '2022', '', '8 GB', 'DDR4'],
];

const cell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The template as a CSV (with a byte order mark, so spreadsheet programs read ৳ and Bengali as UTF-8). */
export const IMPORT_TEMPLATE = `\uFEFF${ROWS.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;

export const IMPORT_TEMPLATE_DISPOSITION = `attachment; filename="${IMPORT_TEMPLATE_NAME}"`;
