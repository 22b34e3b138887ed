import fs from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/*
 * The walls of the house, kept by import-x (docs/decisions/008-boundaries-and-errors.md says why):
 *  - web: app/ composes features; a feature never imports another feature or app/;
 *    components/ and lib/ import no feature and not app/;
 *  - server: a module reaches another module only through its index.ts; a module imports only
 *    its own tables (db/schema/<module>.ts); routes never touch a repository or the database;
 *    db/, lib/ and plugins/ import no module; services and repositories know nothing of HTTP;
 *    no server import climbs more than two folders (#server/… and #test/… instead);
 *  - no import cycles anywhere.
 * `root` is the repository (the lint test passes a fixture tree laid out the same way).
 */
const dirs = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

/*
 * The web's walls (docs/decisions/009-web-boundaries.md): besides those above, app/, the entries
 * and the test helpers enter a feature only through its index.ts, its door; its pages are loaded
 * by app/page-module.ts's glob, not imported.
 */
function webZones(root) {
  const src = path.join(root, 'apps/web/src');
  const features = path.join(src, 'features');
  return [
    ...dirs(features).map((name) => ({
      target: path.join(features, name),
      from: features,
      except: [`./${name}`],
      message: 'A feature never imports another feature: move what both need to components/ or lib/, or compose them in app/.',
    })),
    // Outside the features (app/, the entries, test helpers), a feature is entered by its door.
    ...dirs(features).map((name) => ({
      target: [path.join(src, 'app'), path.join(src, 'test'), path.join(src, '*.{ts,tsx}')],
      from: path.join(features, name),
      except: ['./index.ts'],
      message: `Enter the ${name} feature through its index.ts (features/${name}/index.ts): export there what app/ may use.`,
    })),
    {
      target: features,
      from: path.join(src, 'app'),
      message: 'Features do not import app/: app/ composes features, not the other way round.',
    },
    {
      target: [path.join(src, 'components'), path.join(src, 'lib')],
      from: [features, path.join(src, 'app')],
      message: 'components/ and lib/ are shared by every feature, so they import no feature and not app/.',
    },
  ];
}

/*
 * Tables a module reads besides its own: the catalogue is the public read side of the listings
 * (search, facets and counts run as one query over the listing tables), and never writes them.
 * The listings module's spreadsheet uploads are its own too, in db/schema/imports.ts.
 */
const SERVER_READS = { catalog: ['listings'], listings: ['imports'] };
/** The web imports from apps/web/src through `@/` (apps/web/tsconfig.json): the walls must see through it. */
const webAlias = (root) => ({ '@': [path.join(root, 'apps/web/src')] });

/** A web import climbs at most two folders; from further away it goes through `@/`. */
const CLIMB = '^(\\.\\.\\/){3,}';
const CLIMB_MESSAGE = 'Climb at most two folders (../../): import from further away through @/ (apps/web/src).';

function webImportRules() {
  return {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: CLIMB, message: CLIMB_MESSAGE }] }],
      // import('…') of a lazy page is not an import declaration: the same rule, by syntax.
      'no-restricted-syntax': ['error', { selector: `ImportExpression > Literal[value=/${CLIMB}/]`, message: CLIMB_MESSAGE }],
    },
  };
}

function serverZones(root) {
  const src = path.join(root, 'apps/server/src');
  const modules = path.join(src, 'modules');
  const schema = path.join(src, 'db/schema');
  const names = dirs(modules);
  return [
    ...names.map((name) => ({
      target: path.join(modules, name),
      from: modules,
      except: [`./${name}`, ...names.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
      message: 'Reach another module through its service, exported from its index.ts.',
    })),
    ...names.map((name) => ({
      target: path.join(modules, name),
      from: schema,
      except: [`./${name}.ts`, ...(SERVER_READS[name] ?? []).map((owner) => `./${owner}.ts`)],
      message: `The ${name} module touches only its own tables (db/schema/${name}.ts); ask the owning module's service for the rest.`,
    })),
    {
      // app.ts and the CLI compose the modules through their doors, as the modules reach each other.
      target: [path.join(src, '*.ts'), path.join(src, 'cli')],
      from: modules,
      except: names.map((name) => `./${name}/index.ts`),
      message: "Outside a module, reach it only through its door, its index.ts (services, and the function that mounts its routes).",
    },
    {
      target: path.join(modules, '**/*.routes.ts'),
      from: [path.join(src, 'db/**'), path.join(modules, '**/*.repository.ts')],
      message: "Routes call their module's service; only repositories touch the database.",
    },
    {
      target: [path.join(src, 'db'), path.join(src, 'lib'), path.join(src, 'plugins')],
      from: modules,
      message: 'db/, lib/ and plugins/ are below the modules and import none of them.',
    },
  ];
}

const HTTP_PACKAGES = ['fastify', 'fastify-*', '@fastify/*'];

/*
 * Server imports climb at most two folders: src/ and test/ are reached through the package's
 * aliases (#server/…, #test/…, apps/server/package.json "imports"), so a file reads the same
 * wherever it sits and moves without its imports changing.
 */
const SERVER_CLIMB = {
  regex: '^(\\.\\./){3,}',
  message: 'Import from src/ or test/ through #server/… or #test/… instead of climbing three or more folders.',
};

/** The signed-in person is read one way, typed and checked: requireUser(req) (modules/auth/access.ts). */
const REQUIRE_USER = {
  selector: "TSNonNullExpression > MemberExpression[property.name='user']",
  message: 'Read the signed-in person with requireUser(req).',
};

/*
 * A service's shape is declared, not inferred from its factory: `ReturnType<typeof createX>`
 * changes whenever the closure does, and hides from a reader of the door what other modules may
 * call. Type the factory's result with the module's interface and use that name.
 */
const DECLARED_SERVICE = {
  selector: "TSTypeReference[typeName.name='ReturnType'] TSTypeQuery[exprName.name=/^create/]",
  message: "Use the module's declared interface (e.g. OrdersService), and make the factory return it, instead of ReturnType<typeof create…>.",
};

function serverSyntaxRules() {
  return [
    {
      files: ['apps/server/src/**/*.ts'],
      rules: { 'no-restricted-syntax': ['error', REQUIRE_USER, DECLARED_SERVICE] },
    },
  ];
}

function serverImportRules() {
  return [
    {
      files: ['apps/server/**/*.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_CLIMB] }] },
    },
    {
      // The bench reads the server's code through its package name, never by climbing to it.
      files: ['bench/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: SERVER_CLIMB.regex, message: 'Import the server through @reboard/server/… instead of climbing three or more folders.' }] },
        ],
      },
    },
    {
      // One rule, one list: this block replaces the one above for these files, so it repeats the climb.
      files: ['apps/server/src/**/*.service.ts', 'apps/server/src/**/*.repository.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: HTTP_PACKAGES, message: 'Services and repositories throw errors by kind; only routes and plugins know HTTP.' },
              SERVER_CLIMB,
            ],
          },
        ],
      },
    },
  ];
}

export function boundaries(root) {
  const code = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'];
  return [
    {
      files: code,
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], alias: webAlias(root) })],
      },
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
    {
      // Tests may set up any state (a listing row, another module's service) to check one module.
      files: code,
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...webZones(root), ...serverZones(root)] }],
      },
    },
    ...serverSyntaxRules(),
    ...serverImportRules(),
    webImportRules(),
  ];
}
