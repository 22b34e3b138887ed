import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { baseUrl, type AppConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { mountAdmin } from './modules/admin/index.ts';
import {
  createAccountsService,
  createAuth,
  createSignInGuard,
  mountAuth,
  registerAccessControl,
  resolveAuthSecret,
  sellerCardSql,
  sessionReader,
  trustedOrigins,
} from './modules/auth/index.ts';
import { createBomService, createWantedAlerts, mountBom } from './modules/bom/index.ts';
import { createCatalogService, mountCatalog } from './modules/catalog/index.ts';
import { mountEvents, registerUserEvents } from './modules/events/index.ts';
import { createJobsService, JOBS_CHANNEL } from './modules/jobs/index.ts';
import {
  createImportsService,
  createListingEvents,
  createListingStatusService,
  createListingsService,
  createListingUploads,
  createProofCodes,
  createProofService,
  mountListings,
} from './modules/listings/index.ts';
import { createMailService, createMailTransport } from './modules/mail/index.ts';
import { createMessagesService, mountMessages } from './modules/messages/index.ts';
import { mountNewsletter } from './modules/newsletter/index.ts';
import { createNotificationsService, createUnsubscribeTokens, mountNotifications } from './modules/notifications/index.ts';
import { createOrdersService, createProblemsService, mountOrders } from './modules/orders/index.ts';
import { createPaymentsService, createReceiptsService, mountPayments, paymentProvider } from './modules/payments/index.ts';
import { createReportsService, mountReports } from './modules/reports/index.ts';
import { createReviewsService, createSellerRatings, mountReviews, ratingCountSql, toRatingSummary } from './modules/reviews/index.ts';
import { mountSeo } from './modules/seo/index.ts';
import { createSystemService, mountSystem } from './modules/system/index.ts';
import { createUploadsService, mountUploads, uploadStorage } from './modules/uploads/index.ts';
import { createSearchAlertsService, createWatchlistService, mountWatch } from './modules/watch/index.ts';
import { loggerOptions } from './lib/logger.ts';
import { createReadCache } from './lib/read-cache.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCrossSite } from './plugins/cross-site.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerDraining } from './plugins/draining.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler.ts';
import { registerJobRunner } from './plugins/run-jobs.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { registerPublicCache } from './plugins/public-cache.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

/** JSON bodies above this are refused with 413 (uploads have their own limit). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole application. Given a database, it uses it as it is (tests prepare a fresh
 * one); otherwise it opens the configured one, migrates and seeds it, and closes it on close.
 */
export async function buildApp(config: AppConfig, database?: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    // X-Forwarded-For is believed only when TRUST_PROXY says a proxy sets it.
    trustProxy: config.trustProxy as boolean | string,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that an unreachable Redis stops the start before a database is opened.
  await registerRateLimit(app, { redisUrl: config.redisUrl, prefix: config.rateLimitPrefix });

  let owned = false;
  if (!database) {
    database = await openDatabase(config);
    owned = true;
    try {
      await prepareDatabase(database, config);
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  const db = database.db;
  if (owned) app.addHook('onClose', () => database.close());

  registerSecurity(app, { https: config.publicUrl?.startsWith('https://') ?? false, stripe: Boolean(config.stripe) });
  registerCrossSite(app, { origins: trustedOrigins(config) });
  await registerCompression(app);
  const sendIndex = await registerWeb(app, config);
  registerErrorHandling(app, sendIndex);
  // After the error handler, so the document's own routes answer errors in the API's shape.
  await registerDocs(app);

  const readCache = createReadCache(config.readCacheBytes);
  const { cached, answersFromCache } = await registerPublicCache(app, {
    cache: readCache,
    databaseUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
  });
  // PostgreSQL queries run off the main thread; only the embedded database blocks the loop.
  if (database.bound) registerLoadShedding(app, { maxLagMs: database.bound.maxWaitMs, answersFromCache });

  // Each module's service gets the services of the modules it reaches, nothing more.
  const accounts = createAccountsService(db);
  const ratings = createSellerRatings(db);
  // Saved searches and watchlists follow listings; they need the catalogue, so they listen once built.
  const listingEvents = createListingEvents();
  const jobs = createJobsService(db, config.jobs, app.log);
  const transport = createMailTransport(config.mail);
  // Unsubscribe links and proof codes are signed with keys made from the session secret (see lib/signing.ts).
  const appSecret = resolveAuthSecret(config.authSecret, config.dataDir);
  const unsubscribeTokens = createUnsubscribeTokens(appSecret);
  const mail = createMailService({
    jobs,
    accounts,
    transport,
    site: { name: 'Reboard', url: baseUrl(config), from: config.mail.from },
    log: app.log,
    unsubscribeToken: unsubscribeTokens.make,
  });
  const storage = await uploadStorage(config);
  app.addHook('onClose', async () => storage.close());
  const uploads = createUploadsService({ db, storage, jobs, log: app.log });
  const proof = createProofService(db, createProofCodes(appSecret));
  const listings = createListingsService(db, config.currency, { proof, checkPictures: createListingUploads(uploads), boosts: config.boosts }, listingEvents);
  const listingStatus = createListingStatusService(db, listingEvents);
  const listingImports = createImportsService({ db, jobs, proof, events: listingEvents, currency: config.currency });
  // The catalogue's queries carry each listing's seller and rating, as SQL auth and reviews build.
  const catalog = createCatalogService(db, { sellerCard: sellerCardSql, ratingCount: ratingCountSql, readRating: toRatingSummary }, config.currency);
  const auth = createAuth(
    config,
    db,
    app.log,
    {
      passwordReset: (reset) => db.transaction((tx) => mail.passwordReset(tx, reset)),
      emailVerification: (verify) => db.transaction((tx) => mail.emailVerification(tx, verify)),
      passwordChanged: (change) => db.transaction((tx) => mail.passwordChanged(tx, change)),
    },
    // A profile picture is the person's own upload, put to use as they choose it.
    (ownerId, urls) => uploads.attach(ownerId, urls, db),
  );
  const guard = createSignInGuard(app, config.authRateLimitPerMinute);
  const currentUser = sessionReader(auth);
  registerAccessControl(app, currentUser);
  // Every instance enqueues; RUN_JOBS=false leaves running them to other instances.
  if (config.jobs.run) {
    registerJobRunner(app, {
      runner: jobs.runner,
      database,
      // The handle's own address: the one the app was given, or the database it opened.
      databaseUrl: database.kind === 'postgres' ? database.url : undefined,
      channel: JOBS_CHANNEL,
      onStop: transport.close,
    });
  }
  // New notifications and messages reach the user's open pages, from any instance.
  const userStreams = registerUserEvents(app, database, config.eventStreamsPerUser);
  const notifications = createNotificationsService(db, { mail });
  const alerts = createSearchAlertsService({ db, catalog, jobs, mail, notifications, currency: config.currency });
  const watchlist = createWatchlistService({ db, catalog, notifications, currency: config.currency });
  listingEvents.listen(alerts.listener);
  listingEvents.listen(watchlist.listener);
  // Wanted lists hear of new listings as saved searches do.
  listingEvents.listen(createWantedAlerts({ db, catalog, jobs, notifications, currency: config.currency }).listener);
  const reports = createReportsService(db, { catalog, accounts });
  const receipts = createReceiptsService(db);
  const orders = createOrdersService(
    db,
    {
      catalog,
      receipts: receipts.receipts,
      people: accounts.people,
      mail,
      jobs,
      notifications,
      autoCompleteMs: config.orders.autoCompleteMs,
      listings: listingStatus,
      holdMs: config.orders.holdMs,
      catalogChanged: () => readCache.bump(),
    },
    config.currency,
  );
  const problems = createProblemsService(db, { orders, catalog, accounts, mail });
  const payments = createPaymentsService({ db, orders, listings: listingStatus, mail, jobs, log: app.log, ...paymentProvider(config) });
  const reviews = createReviewsService(db, { orders, accounts, catalog, mail, notifications, editableMs: config.reviews.editableMs });
  const messages = createMessagesService(db, { catalog, accounts, notifications });
  const system = createSystemService(database);
  registerDraining(app, system);

  // Each module mounts its own routes through its door; the API's under /api.
  await mountSystem(app, { system, config });
  // robots.txt and the sitemap live at the site's root, outside /api.
  await mountSeo(app, { catalog, origin: baseUrl(config) });
  await mountAuth(app, { auth, config, db, guard, accounts, currentUser });
  await mountUploads(app, { uploads, uploadDir: storage.kind === 'local' ? config.uploadDir : undefined });
  await mountEvents(app, { streams: userStreams });
  await mountNotifications(app, { db, notifications, unsubscribeTokens });
  await mountCatalog(app, { db, catalog, currency: config.currency, cached });
  await mountListings(app, { db, listings, proof, listingsPerHour: config.listingsPerHour, imports: listingImports });
  await mountWatch(app, { db, watchlist });
  await mountBom(app, { bom: createBomService(db, catalog, { embedded: database.kind === 'pglite' }) });
  await mountReports(app, { reports });
  await mountOrders(app, { orders, problems });
  await mountPayments(app, { payments });
  await mountReviews(app, { reviews, sellerPage: { accounts, orders, catalog, ratings } });
  await mountMessages(app, { messages });
  await mountAdmin(app, { db, accounts, listings: listingStatus, orders, reports, reviews, problems, payments, messages, notifications });
  await mountNewsletter(app, { db });
  return app;
}
