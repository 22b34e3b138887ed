/*
 * The search-quality set (issue 31): queries as buyers type them, each with the listings of
 * the fixed catalogue (catalogue.ts) that must be among its first three results. Judged by
 * recall@3 and MRR (metrics.ts). Expected listings are named by their name, which is unique in
 * the catalogue; a test checks each one exists and can be found (not sold).
 *
 * An expectation lists every listing that answers the query as well as any other, never more
 * than three: where more than three would, the query is made narrower instead.
 */

export type QueryKind = 'part-number' | 'typo' | 'bengali' | 'unit' | 'brand-capacity' | 'category';

export interface QualityQuery {
  kind: QueryKind;
  query: string;
  /** Names of the listings that must appear in the top 3. */
  expected: readonly string[];
}

// Names used by several queries.
const LM317_BOARD = 'LM317T adjustable regulator board 1.25–37 V with heatsink + 2 spare LM317T';
const LM317_PACK = 'LM317T voltage regulators, TO-220';
const ESP32_WROOM = 'ESP32-WROOM-32E dev board, 38-pin, CP2102 USB';
const NODEMCU = 'NodeMCU V3 ESP8266 Wi-Fi board, CH340G';
const ESP01 = 'ESP-01S ESP8266 Wi-Fi modules, lot of 2';
const LORA_BREAKOUT = 'LoRa SX1276 868/915 MHz breakout with SMA antenna';
const RA02 = 'Ra-02 LoRa SX1278 433 MHz modules, pair';
const W5500 = 'W5500 Ethernet module, SPI, with RJ45';
const SIM800 = 'SIM800L GSM/GPRS module with spring antenna';
const NRF24 = 'nRF24L01+ PA+LNA with SMA antenna, plus one basic nRF24L01+';
const XBEE = 'Digi XBee S2C Zigbee module with USB adapter board';
const HC05 = 'HC-05 Bluetooth serial module (ZS-040), master/slave';
const SAMSUNG_8GB_DDR4 = 'Samsung 8GB DDR4 2666 SODIMM laptop RAM';
const HYNIX_4GB = 'SK hynix 4GB DDR4 2400 SODIMM';
const CORSAIR = 'Corsair Vengeance LPX 16GB (2x8GB) DDR4 3200 CL16 kit';
const KINGSTON_DDR3 = 'Kingston 4GB DDR3 1600 desktop RAM';
const SAMSUNG_DDR3L = 'Samsung 8GB DDR3L 1600 desktop DIMM, 2Rx8';
const KINGSTON_A400 = 'Kingston A400 240GB SATA SSD, 92% health';
const SAMSUNG_970 = 'Samsung 970 EVO Plus 500GB NVMe M.2 2280';
const HYNIX_NVME = 'SK hynix PC601 256GB NVMe M.2 2280 (laptop pull)';
const SANDISK = 'SanDisk Ultra 64GB microSDXC A1, with SD adapter';
const MICROSD_LOT = 'Assorted microSD cards lot: 16GB, 32GB, 128GB + adapter';
const WINBOND = 'Winbond W25Q128JVSIQ 16MB SPI flash, 5 pcs on tape + 2 breakouts';
const PI4 = 'Raspberry Pi 4 Model B 4GB with heatsinks';
const PI3 = 'Raspberry Pi 3 Model B+ 1GB';
const ORANGE_PI5 = 'Orange Pi 5 SBC, RK3588S, 8GB RAM';
const UNO = 'Arduino Uno R3 (original), ATmega328P DIP';
const UNO_CLONE = 'Arduino Uno R3 clone, USB not detected, for parts';
const BLUE_PILL = 'STM32F103C8T6 "Blue Pill" board, 72 MHz';
const BLUE_PILL_2 = 'STM32 Blue Pill + headers, from a finished project';
const LM2596 = 'LM2596 DC-DC buck converter modules, 3 pcs';
const B460M = 'Gigabyte B460M DS3H micro-ATX motherboard, LGA1200';
const P8H61 = 'ASUS P8H61-M LX3 motherboard, no display, for parts';
// Bench seed templates (seed.ts), one listing each.
const T_ESP8266 = 'ESP8266 NodeMCU board';
const T_W5500 = 'W5500 Ethernet module';
const T_LORA = 'LoRa SX1276 module';
const T_NRF24 = 'nRF24L01+ radio module';
const T_SIM800 = 'SIM800L GSM module';
const T_DDR4_8GB = 'DDR4 SODIMM 8GB';
const T_DDR4_16GB = 'DDR4 DIMM 16GB';
const T_NVME = 'NVMe SSD 500GB';
const T_SATA_SSD = 'SATA SSD 1TB';
const T_MICROSD = 'microSD card 64GB';
const T_W25Q = 'W25Q128 SPI flash chip';
const T_HDD = 'Hard drive 2TB';
const T_DDR3 = 'DDR3 RAM 4GB';
const T_H610 = 'H610 motherboard';
const T_PI4 = 'Raspberry Pi 4 Model B board';
const T_UNO = 'Arduino Uno R3 board';
const T_ORANGE_PI = 'Orange Pi Zero board';
// Quality fixtures (fixtures.ts).
const F_RESISTORS = 'Metal film resistor assortment, 4K7 and 10K, 1/4 W, 200 pcs';
const F_CAPACITORS = 'Electrolytic capacitor pack, 1000uF 25V and 100uF 16V, 20 pcs';
const F_MEMORY = 'Crucial 16GB DDR5 4800 laptop memory';
const F_BENGALI_MEGA = 'পুরনো আরডুইনো মেগা ২৫৬০ বোর্ড';

const q = (kind: QueryKind, query: string, ...expected: string[]): QualityQuery => ({ kind, query, expected });

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  // Part numbers, typed with spaces, dashes, in other cases or in part
  q('part-number', 'lm 317t', LM317_BOARD, LM317_PACK),
  q('part-number', 'LM317-T', LM317_BOARD, LM317_PACK),
  q('part-number', 'lm317', LM317_BOARD, LM317_PACK),
  q('part-number', 'esp32 wroom 32e', ESP32_WROOM),
  q('part-number', 'ESP32WROOM32E', ESP32_WROOM),
  q('part-number', 'w25q128', WINBOND, T_W25Q),
  q('part-number', 'W25Q128JVSIQ', WINBOND),
  q('part-number', 'stm32f103', BLUE_PILL, BLUE_PILL_2),
  q('part-number', 'stm32 f103c8t6', BLUE_PILL, BLUE_PILL_2),
  q('part-number', 'nrf24l01', NRF24, T_NRF24),
  q('part-number', 'sx1276', LORA_BREAKOUT, T_LORA),
  q('part-number', 'sx 1278', RA02),
  q('part-number', 'w5500', W5500, T_W5500),
  q('part-number', 'sim 800l', SIM800, T_SIM800),
  q('part-number', 'hc05', HC05),
  q('part-number', 'HC-05', HC05),
  q('part-number', 'esp01s', ESP01),
  q('part-number', 'esp8266', NODEMCU, ESP01, T_ESP8266),
  q('part-number', 'a000066', UNO, T_UNO),
  q('part-number', 'atmega328p', UNO, UNO_CLONE),
  q('part-number', 'm471a1k43cb1', SAMSUNG_8GB_DDR4),
  q('part-number', 'CMK16GX4M2E3200C16', CORSAIR),
  q('part-number', 'sa400s37', KINGSTON_A400),
  q('part-number', 'mz v7s500', SAMSUNG_970),
  q('part-number', 'b460m ds3h', B460M),
  q('part-number', 'p8h61', P8H61),
  q('part-number', 'lm2596', LM2596),
  q('part-number', 'at24c256', 'AT24C256 I2C EEPROM module + 4 spare DIP-8 chips'),
  q('part-number', 'xb24cz7pit', XBEE),
  q('part-number', 'sc0194', PI4),
  q('part-number', 'rk3588s', ORANGE_PI5),
  q('part-number', 'KVR16N11', KINGSTON_DDR3),
  q('part-number', 'st2000dm008', T_HDD),
  q('part-number', 'ct1000mx500', T_SATA_SSD),
  q('part-number', 'tl-sg108', 'Gigabit switch 8 port'),
  q('part-number', 'nucleo f401re', 'STM32 Nucleo board'),

  // Typos: one letter missing, doubled, swapped or wrong
  q('typo', 'raspbery pi', PI4, PI3, T_PI4),
  q('typo', 'arduno', UNO, UNO_CLONE, T_UNO),
  q('typo', 'ardiuno uno', UNO, UNO_CLONE, T_UNO),
  q('typo', 'samsng 8gb', SAMSUNG_8GB_DDR4, SAMSUNG_DDR3L, T_DDR4_8GB),
  q('typo', 'kingstom ssd', KINGSTON_A400),
  q('typo', 'gigabyte motherbord', B460M, T_H610),
  q('typo', 'ethernt module', W5500, T_W5500),
  q('typo', 'nodmcu', NODEMCU, T_ESP8266),
  q('typo', 'zigbe', XBEE),
  q('typo', 'hynx ddr4', HYNIX_4GB),
  q('typo', 'corsiar vengeance', CORSAIR),
  q('typo', 'jetsn nano', 'Jetson Nano developer board'),
  q('typo', 'orage pi', ORANGE_PI5, T_ORANGE_PI),
  q('typo', 'bluetoth module', HC05),
  q('typo', 'regulater lm317', LM317_BOARD, LM317_PACK),
  q('typo', 'beaglebon black', 'BeagleBone Black board'),

  // Bengali words for English listings (and one listing written in Bengali)
  q('bengali', 'মেমোরি', F_MEMORY),
  q('bengali', 'মেমরি', F_MEMORY),
  q('bengali', 'ল্যাপটপ র‍্যাম', SAMSUNG_8GB_DDR4),
  q('bengali', 'র্যাম ডিডিআর৩', KINGSTON_DDR3, T_DDR3),
  q('bengali', '৮ জিবি র‍্যাম', SAMSUNG_8GB_DDR4, ORANGE_PI5),
  q('bengali', 'রাস্পবেরি পাই', PI4, PI3, T_PI4),
  q('bengali', 'রাস্পবেরি পাই ৪', PI4, T_PI4),
  q('bengali', 'আরডুইনো বোর্ড', T_UNO, UNO, F_BENGALI_MEGA),
  q('bengali', 'আরডুইনো মেগা', F_BENGALI_MEGA),
  q('bengali', 'গিগাবাইট মাদারবোর্ড', B460M, T_H610),
  q('bengali', 'স্যামসাং এসএসডি', SAMSUNG_970, T_NVME),
  q('bengali', 'ক্যাপাসিটর', F_CAPACITORS),
  q('bengali', 'রেজিস্টর ৪.৭k', F_RESISTORS),
  q('bengali', 'ইথারনেট মডিউল', W5500, T_W5500),
  q('bengali', 'ব্লুটুথ মডিউল', HC05),
  q('bengali', 'জিএসএম মডিউল', SIM800, T_SIM800),
  q('bengali', 'লোরা মডিউল', RA02, T_LORA),
  q('bengali', 'হার্ড ডিস্ক', T_HDD),
  q('bengali', 'ভোল্টেজ রেগুলেটর', LM317_PACK, LM317_BOARD),
  q('bengali', 'মাইক্রো এসডি কার্ড', MICROSD_LOT, T_MICROSD),
  q('bengali', 'ওয়াইফাই মডিউল', ESP01),

  // Units, in the name, the description or a specification, in any spelling
  q('unit', '10uF', NRF24),
  q('unit', '10 µF', NRF24),
  q('unit', '10000nF', NRF24),
  q('unit', '১০uF', NRF24),
  q('unit', '4.7k', F_RESISTORS),
  q('unit', '4k7', F_RESISTORS),
  q('unit', '4.7 kΩ', F_RESISTORS),
  q('unit', '4700 ohm', F_RESISTORS),
  q('unit', '10k resistor', F_RESISTORS),
  q('unit', '1000uF', F_CAPACITORS),
  q('unit', '1000 µF 25V', F_CAPACITORS),
  q('unit', '868 MHz', LORA_BREAKOUT),
  q('unit', '433mhz', RA02),
  q('unit', '72 MHz', BLUE_PILL),
  q('unit', '16MB spi flash', WINBOND),
  q('unit', '37V', LM317_BOARD, LM317_PACK),
  q('unit', '1.35 V ddr3', SAMSUNG_DDR3L),

  // Brand or kind plus capacity
  q('brand-capacity', '8gb ddr4', SAMSUNG_8GB_DDR4, T_DDR4_8GB),
  q('brand-capacity', '8192 MB ddr4', SAMSUNG_8GB_DDR4, T_DDR4_8GB),
  q('brand-capacity', '16gb ddr4', CORSAIR, T_DDR4_16GB),
  q('brand-capacity', 'samsung 500gb', SAMSUNG_970, T_NVME),
  q('brand-capacity', 'kingston 240gb', KINGSTON_A400),
  q('brand-capacity', '4gb ddr3', KINGSTON_DDR3, T_DDR3),
  q('brand-capacity', '1tb ssd', T_SATA_SSD),
  q('brand-capacity', '64gb microsd', SANDISK, T_MICROSD),
  q('brand-capacity', 'raspberry pi 4 4gb', PI4, T_PI4),
  q('brand-capacity', 'sk hynix 256gb', HYNIX_NVME),
  q('brand-capacity', 'crucial 16gb ddr5', F_MEMORY),

  // Category words
  q('category', 'sata ssd', KINGSTON_A400, T_SATA_SSD),
  q('category', 'nvme', SAMSUNG_970, HYNIX_NVME, T_NVME),
  q('category', 'sodimm', SAMSUNG_8GB_DDR4, HYNIX_4GB, T_DDR4_8GB),
  q('category', 'microsd', SANDISK, MICROSD_LOT, T_MICROSD),
  q('category', 'micro-atx motherboard', B460M, P8H61),
  q('category', 'ethernet', W5500, T_W5500),
  q('category', 'eeprom', 'AT24C256 I2C EEPROM module + 4 spare DIP-8 chips'),
  q('category', 'spi flash', WINBOND, T_W25Q),
  q('category', 'buck converter', LM2596),
  q('category', 'gsm module', SIM800, T_SIM800),
  q('category', 'network card', 'Intel I210 network card'),
  q('category', 'lora', LORA_BREAKOUT, RA02, T_LORA),
  q('category', 'hard drive', T_HDD),
  q('category', 'voltage regulator', LM317_PACK, LM317_BOARD),
];
