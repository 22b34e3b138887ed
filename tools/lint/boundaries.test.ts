import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { boundaries } from './boundaries.js';

/*
 * The walls of eslint.config.js, applied to fixtures/ (a tree laid out like the repository):
 * each wall is shown to report the file that breaks it, and to leave alone the files that keep it.
 */
const root = path.join(import.meta.dirname, 'fixtures');
let problems: Map<string, string[]>;

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...boundaries(root)],
  });
  const results = await eslint.lintFiles(['apps']);
  problems = new Map(
    results.map((r) => [path.relative(root, r.filePath), r.messages.map((m) => `${m.ruleId}: ${m.message}`)]),
  );
}, 60_000);

const reported = (file: string) => {
  const found = problems.get(file);
  if (!found) throw new Error(`${file} was not linted`);
  return found;
};

describe('the web walls', () => {
  it('report a feature importing another feature', () => {
    expect(reported('apps/web/src/features/alpha/alpha-card.ts')).toEqual([
      expect.stringMatching(/no-restricted-paths.*A feature never imports another feature/),
    ]);
  });

  it('report components/ importing a feature', () => {
    expect(reported('apps/web/src/components/price-widget.ts')).toEqual([
      expect.stringMatching(/no-restricted-paths.*components\/ and lib\/ .* import no feature/),
    ]);
  });

  it('report app/ importing past a feature\'s door (index.ts), statically or lazily', () => {
    expect(reported('apps/web/src/app/deep-route.ts')).toEqual([
      expect.stringMatching(/no-restricted-paths.*Enter the alpha feature through its index\.ts/),
      expect.stringMatching(/no-restricted-paths.*Enter the beta feature through its index\.ts/),
    ]);
  });

  it('see through the @/ alias: a feature importing another by @/ is reported', () => {
    expect(reported('apps/web/src/features/beta/beta-alias.ts')).toEqual([
      expect.stringMatching(/no-restricted-paths.*A feature never imports another feature/),
    ]);
  });

  it('report an import climbing more than two folders, static or lazy', () => {
    expect(reported('apps/web/src/features/alpha/components/cards/alpha-deep.ts')).toEqual([
      expect.stringMatching(/no-restricted-imports.*Climb at most two folders/),
      expect.stringMatching(/no-restricted-syntax.*Climb at most two folders/),
    ]);
    expect(reported('apps/web/src/features/alpha/components/cards/alpha-near.ts')).toEqual([]);
  });

  it('report an import cycle, on both of its files', () => {
    expect(reported('apps/web/src/lib/cycle-a.ts')).toEqual([expect.stringMatching(/import-x\/no-cycle/)]);
    expect(reported('apps/web/src/lib/cycle-b.ts')).toEqual([expect.stringMatching(/import-x\/no-cycle/)]);
  });

  it('let app/ compose features through their doors, and a feature use its own files and lib/', () => {
    expect(reported('apps/web/src/app/router.ts')).toEqual([]);
    expect(reported('apps/web/src/features/alpha/alpha-title.ts')).toEqual([]);
    expect(reported('apps/web/src/features/beta/beta-price.ts')).toEqual([]);
  });
});

describe('the server walls', () => {
  it("report a repository reading another module's table", () => {
    expect(reported('apps/server/src/modules/catalog/catalog.repository.ts')).toEqual([
      expect.stringMatching(/no-restricted-paths.*The catalog module touches only its own tables/),
    ]);
  });

  it("report a module reaching into another module's files instead of its index.ts", () => {
    expect(reported('apps/server/src/modules/orders/checkout.ts')).toEqual([
      expect.stringMatching(/no-restricted-paths.*through its service, exported from its index\.ts/),
    ]);
  });

  it('report routes that skip their service, a service that knows HTTP, and lib/ importing a module', () => {
    expect(reported('apps/server/src/modules/catalog/catalog.routes.ts')).toEqual([
      expect.stringMatching(/no-restricted-paths.*Routes call their module's service/),
    ]);
    expect(reported('apps/server/src/modules/catalog/catalog.service.ts')).toEqual([
      expect.stringMatching(/no-restricted-imports.*only routes and plugins know HTTP/),
    ]);
    expect(reported('apps/server/src/lib/audit.ts')).toEqual([
      expect.stringMatching(/no-restricted-paths.*import none of them/),
    ]);
  });

  it('let a module use its own tables and reach others through index.ts', () => {
    expect(reported('apps/server/src/modules/orders/orders.repository.ts')).toEqual([]);
    expect(reported('apps/server/src/modules/orders/orders.service.ts')).toEqual([]);
    expect(reported('apps/server/src/modules/catalog/index.ts')).toEqual([]);
  });

  it('report app.ts reaching into a module past its index.ts, even through #server/…', () => {
    expect(reported('apps/server/src/app.ts')).toEqual([
      expect.stringMatching(/no-restricted-paths.*Outside a module, reach it only through its door/),
    ]);
  });

  it('report a service typed as ReturnType<typeof create…>, and let a declared interface be used', () => {
    expect(reported('apps/server/src/modules/orders/problems.service.ts')).toEqual([
      expect.stringMatching(/no-restricted-syntax.*declared interface.*instead of ReturnType<typeof create…>/),
    ]);
    expect(reported('apps/server/src/modules/orders/orders.service.ts')).toEqual([]);
  });

  it('report an import climbing three folders, and let #server/… and #test/… reach the same files', () => {
    expect(reported('apps/server/src/modules/orders/orders.steps.test.ts')).toEqual([
      expect.stringMatching(/no-restricted-imports.*through #server\/… or #test\/… instead of climbing/),
    ]);
    expect(reported('apps/server/src/modules/orders/orders.page.test.ts')).toEqual([]);
  });
});
