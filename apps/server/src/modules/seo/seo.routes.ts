import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#server/lib/errors.ts';
import type { SeoService } from './seo.service.ts';
import { robotsTxt } from './sitemap.ts';

const FileParamsSchema = z.object({ file: z.string().regex(/^[1-9]\d{0,5}\.xml$/, 'a file number, e.g. 2.xml') });

/**
 * The files crawlers ask for at the site's root. Read by machines; left out of the API docs.
 * `origin` is the configured public address, for the absolute URLs they must carry: never the
 * request's Host, which anyone may set (and robots.txt is cached for an hour).
 */
export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService; origin: string }> = async (app, { seo, origin }) => {
  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(await seo.sitemap(origin)),
  );

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: FileParamsSchema } },
    async (req, reply) => {
      const xml = await seo.sitemapFile(origin, Number.parseInt(req.params.file, 10));
      if (xml === null) throw notFound('errors.seo.noSitemap');
      return reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
    },
  );
};
