import { listingSpecs, specSearchText } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { listingSpecs as specsTable, products } from '../schema/index.ts';

/**
 * Specifications of some demo listings, by listing name, as a seller would type them (each
 * spelling is read and normalised as the listing form's would be), so the specification
 * filters and the detail page's table have something to show on a fresh install.
 */
export const DEMO_SPECS: Record<string, Record<string, string>> = {
  'ESP32-WROOM-32E dev board, 38-pin, CP2102 USB': { chip: 'ESP32-WROOM-32E', flash: '4MB', interfaces: 'Wi-Fi, Bluetooth, UART', frequency: '2.4GHz' },
  'NodeMCU V3 ESP8266 Wi-Fi board, CH340G': { chip: 'ESP8266', flash: '4 MB', interfaces: 'Wi-Fi, UART', frequency: '2.4 GHz' },
  'LoRa SX1276 868/915 MHz breakout with SMA antenna': { chip: 'SX1276', interfaces: 'SPI', frequency: '868MHz' },
  'Samsung 8GB DDR4 2666 SODIMM laptop RAM': { capacity: '8GB', type: 'DDR4', speed: '2666 MHz', formFactor: 'SO-DIMM', voltage: '1.2V' },
  'SK hynix 4GB DDR4 2400 SODIMM': { capacity: '4096 MB', type: 'ddr4', speed: '2400MHz', formFactor: 'sodimm' },
  'Corsair Vengeance LPX 16GB (2x8GB) DDR4 3200 CL16 kit': { capacity: '16 GB', type: 'DDR4', speed: '3200 MHz', formFactor: 'DIMM', voltage: '1.35 V' },
  'Kingston 4GB DDR3 1600 desktop RAM': { capacity: '4GB', type: 'DDR3', speed: '1600MHz', formFactor: 'DIMM' },
  'Samsung 860 EVO 500GB 2.5" SATA SSD': { capacity: '500GB', type: 'SSD', formFactor: '2.5"' },
  'Samsung 970 EVO Plus 500GB NVMe M.2 2280': { capacity: '500 GB', type: 'NVMe SSD', formFactor: 'M.2 2280' },
  'Winbond W25Q128JVSIQ 16MB SPI flash, 5 pcs on tape + 2 breakouts': { capacity: '16MB', formFactor: 'Chip', package: 'SOIC-8', voltage: '3.3V' },
  'LM317T voltage regulators, TO-220': { package: 'TO-220', voltage: '37 V' },
  'Gigabyte B460M DS3H micro-ATX motherboard, LGA1200': { chipset: 'B460', socket: 'LGA1200', formFactor: 'Micro-ATX', interfaces: 'PCIe 3.0, SATA, M.2, USB 3.2' },
  'ASUS P8H61-M LX3 motherboard, no display, for parts': { chipset: 'H61', socket: 'LGA1155', formFactor: 'Micro-ATX' },
};

/** Stores the demo listings' specifications (rows and search words) in the seed's transaction. */
export async function seedDemoSpecs(tx: Tx, listings: { id: string; name: string; categoryId: string }[]): Promise<void> {
  for (const listing of listings) {
    const specs = DEMO_SPECS[listing.name];
    if (!specs) continue;
    const { rows, fields } = listingSpecs(listing.categoryId, specs);
    // A typo here is the seed's own bug: fail loudly rather than seed half a listing.
    if (Object.keys(fields).length) throw new Error(`Demo specifications of ${listing.name}: ${JSON.stringify(fields)}`);
    await tx.insert(specsTable).values(rows.map((r) => ({ ...r, productId: listing.id })));
    await tx.update(products).set({ specText: specSearchText(rows) }).where(eq(products.id, listing.id));
  }
}
