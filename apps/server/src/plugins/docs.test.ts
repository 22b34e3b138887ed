import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';

type Operation = { operationId?: string; security?: unknown[]; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

describe('the API document', () => {
  let t: TestContext;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })));

  it('names every operation once, so a generated client has a function per operation', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/products/{id}']?.get?.operationId).toBe('getProductsById');
  });

  it('says which operations need the session cookie, as the access rules do', () => {
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const rules = new Map(t.app.accessRules.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.access]));
    for (const { method, path, op } of operations()) {
      const access = rules.get(`${method.toUpperCase()} ${path}`);
      if (access === undefined) continue; // outside /api: health checks
      expect({ path, method, security: op.security }).toEqual({ path, method, security: access === 'public' ? [] : [{ session: [] }] });
    }
  });

  it('lists the refusals each operation can answer, in the one error shape', () => {
    for (const { path, method, op } of operations()) {
      expect({ path, method, has4xx: Object.keys(op.responses).some((code) => code.startsWith('4')) }).toEqual({ path, method, has4xx: true });
    }
    const verify = doc.paths['/api/admin/sellers/{id}/verify']!.post!;
    expect(Object.keys(verify.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404']));
  });
});
