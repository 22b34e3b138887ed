import { loadAverage, machine, type RunInfo, type ScenarioEntry } from './results.ts';

/** The default output: a table on stdout, one pair of rows (bare, app) per scenario. */

const COLUMNS: [string, number][] = [
  ['scenario', 15], ['target', 7], ['urls', 6], ['req/s', 9], ['p50 ms', 9], ['p95 ms', 9], ['p99 ms', 9],
  ['err', 5], ['t/o', 5], ['non2xx', 8], ['ratio to bare', 16],
];

const row = (cells: string[]) =>
  cells.map((c, i) => (i < 2 ? c.padEnd(COLUMNS[i]![1]) : c.padStart(COLUMNS[i]![1]))).join('');

export function printHeader(run: RunInfo): void {
  const m = machine();
  console.log(
    `\nmachine: ${m.cpuModel} × ${m.cpuCores} cores, ${m.memoryGiB} GiB RAM, ${m.os}, Node ${m.node}, ` +
      `load average ${loadAverage().join(' ')}\n` +
      `database: ${run.databaseDetail}, ${run.listings} listings\n` +
      `load: ${run.load.connections} connections, ${run.load.duration} s per target after ${run.load.warmup} s warm-up\n`,
  );
  console.log(row(COLUMNS.map(([name]) => name)));
}

export function printEntry(e: ScenarioEntry): void {
  const urls = String(e.distinctUrls);
  if (e.bare) console.log(row([e.scenario, 'bare', urls, rps(e.bare.reqPerSec), ms(e.bare.p50Ms), ms(e.bare.p95Ms), ms(e.bare.p99Ms), '', '', '', '']));
  console.log(
    row([
      e.scenario, 'app', urls, rps(e.reqPerSec), ms(e.p50Ms), ms(e.p95Ms), ms(e.p99Ms),
      String(e.errors), String(e.timeouts), String(e.non2xx), ratio(e.ratioToBare),
    ]),
  );
  const total = e.responseTotal === null ? '' : `, total ${String(e.responseTotal)}`;
  if (e.responseBytes !== null) console.log(`${''.padEnd(22)}(${e.responseBytes} bytes per bare response${total})`);
  if (e.non2xx > 0) console.log(`${''.padEnd(22)}(statuses ${JSON.stringify(e.statusCodes)}; non-2xx p99 ${ms(e.non2xxP99Ms)} ms)`);
  if (e.note) console.log(`${''.padEnd(22)}(${e.note})`);
}

export function printEnd(): void {
  console.log(`\nload average at the end: ${loadAverage().join(' ')}`);
}

const rps = (v: number) => v.toFixed(0);
const ms = (v: number | null) => (v === null ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(0));
/** As a fraction and as "1/N": a ratio of 0.0004 reads better as 1/2 500. */
const ratio = (r: number | null) => (r === null ? '-' : r >= 0.1 || r === 0 ? r.toFixed(2) : `${r.toPrecision(2)} (1/${Math.round(1 / r)})`);
