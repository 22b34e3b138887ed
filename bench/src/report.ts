import os from 'node:os';
import type { LoadOptions, Measurement, Recorded } from './measure.ts';

const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

export function printMachine(database: string, listings: number, load: LoadOptions): void {
  const cpus = os.cpus();
  console.log(
    `\nmachine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length} cores, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, ` +
      // Other work on the machine skews everything; the load average says how busy it was.
      `load average ${loadAverage()}\n` +
      `database: ${database}, ${listings} listings\n` +
      `load: ${load.connections} connections, ${load.duration} s per target after ${load.warmup} s warm-up\n`,
  );
  console.log(
    `${'endpoint'.padEnd(24)}${'target'.padEnd(7)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}` +
      `${'p99 ms'.padStart(8)}   req/s ÷ bare`,
  );
}

/** The two rows of one endpoint, and what its response held. */
export function printPair(path: string, bare: Measurement, app: Measurement, response: Recorded): void {
  printRow(path, 'bare', bare);
  printRow(path, 'app', app, `   ${(app.rps / bare.rps).toPrecision(2)} (1/${Math.round(bare.rps / app.rps)})`);
  console.log(`${''.padEnd(24)}(${response.body.length} bytes per response, total ${totalOf(response)})`);
}

export function printEnd(): void {
  console.log(`\nload average at the end: ${loadAverage()}`);
}

function printRow(path: string, target: string, m: Measurement, ratio = ''): void {
  console.log(`${path.padEnd(24)}${target.padEnd(7)}${m.rps.toFixed(0).padStart(9)}${ms(m.p50)}${ms(m.p99)}${ratio}`);
}

/** autocannon's latency histogram counts whole milliseconds, so 0 means "under 1 ms". */
const ms = (v: number) => (v < 1 ? '<1' : v.toFixed(0)).padStart(8);

/** The page's `total`, to show how much the search actually matched. */
function totalOf(r: Recorded): string {
  try {
    return String((JSON.parse(r.body.toString('utf8')) as { total?: unknown }).total);
  } catch {
    return '?';
  }
}
