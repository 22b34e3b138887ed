import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/*
 * The README promises Node 20 (package.json: engines.node). npm prints EBADENGINE at `npm ci`
 * for any locked package whose own engines.node leaves that version out; this finds them in
 * the lockfile, so a dependency bump that would bring the warning back fails here first.
 */
const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

type LockedPackage = { version?: string; engines?: { node?: string } | string[] };

/** Locked packages whose engines.node does not take `node`, as "path (range)". */
function refusing(packages: Record<string, LockedPackage>, node: string): string[] {
  return Object.entries(packages).flatMap(([where, pkg]) => {
    const range = !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined;
    return range && !semver.satisfies(node, range) ? [`${where} (${range})`] : [];
  });
}

describe('npm ci on the Node version the README promises', () => {
  const promised = readJson('package.json').engines.node as string;
  const oldest = semver.minVersion(promised)!.version;

  it('is Node 20', () => expect(semver.major(oldest)).toBe(20));

  it('installs no package that asks for a newer Node', () => {
    expect(refusing(readJson('package-lock.json').packages, oldest)).toEqual([]);
  });

  it('would name a package that asks for a newer Node, as cookie@2 once did', () => {
    const packages = { 'node_modules/cookie': { version: '2.0.0', engines: { node: '>=22' } }, 'node_modules/ok': { engines: { node: '>=18' } } };
    expect(refusing(packages, oldest)).toEqual(['node_modules/cookie (>=22)']);
  });
});
