import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { baseUrl, type AppConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { registerAccessControl } from './modules/auth/access.ts';
import { createAccountsService } from './modules/auth/accounts.service.ts';
import { createAuth } from './modules/auth/better-auth.ts';
import { authBridgeRoutes, oauthRoutes } from './modules/auth/auth.routes.ts';
import { closedAccountSignIn } from './modules/auth/closed-sign-in.ts';
import { trustedOrigins } from './modules/auth/origins.ts';
import { sessionReader } from './modules/auth/session.ts';
import { verificationRoutes } from './modules/auth/verification.routes.ts';
import { createSignInGuard } from './modules/auth/sign-in-guard.ts';
import { usersRoutes } from './modules/auth/users.routes.ts';
import { uploadStorage } from './modules/uploads/storage/choose-storage.ts';
import { uploadFilesRoutes } from './modules/uploads/upload-files.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createFacetsService } from './modules/catalog/facets.service.ts';
import { createListingEvents } from './modules/listings/listing-events.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { createListingPhotosService } from './modules/listings/listing-photos.ts';
import { listingPhotosRoutes } from './modules/listings/listing-photos.routes.ts';
import { createListingsService } from './modules/listings/listings.service.ts';
import { createListingStatusService } from './modules/listings/listing-status.service.ts';
import { createListingUploads } from './modules/listings/listing-uploads.ts';
import { createProofCodes } from './modules/listings/proof.ts';
import { proofRoutes } from './modules/listings/proof.routes.ts';
import { createProofService } from './modules/listings/proof.service.ts';
import { createJobsService, JOBS_CHANNEL } from './modules/jobs/index.ts';
import { createMailService, createMailTransport } from './modules/mail/index.ts';
import { eventsRoutes, registerUserEvents } from './modules/events/index.ts';
import {
  createMailSettingsService,
  createNotificationsService,
  createUnsubscribeTokens,
  mailSettingsRoutes,
  notificationsRoutes,
} from './modules/notifications/index.ts';
import { resolveAuthSecret } from './modules/auth/index.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { problemsRoutes } from './modules/orders/problems.routes.ts';
import { createProblemsService } from './modules/orders/problems.service.ts';
import { paymentProvider } from './modules/payments/choose-provider.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createReceiptsService } from './modules/payments/receipts.service.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { createSellerRatings } from './modules/reviews/ratings.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { sellerPageRoutes } from './modules/reviews/seller-page.routes.ts';
import { createSellerPageService } from './modules/reviews/seller-page.service.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { createNewsletterService } from './modules/newsletter/newsletter.service.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createSavedSearchesService, createSearchAlertsService, createWatchlistService, watchRoutes } from './modules/watch/index.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { healthzRoutes } from './modules/system/healthz.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
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

  await registerSecurity(app, { https: config.publicUrl?.startsWith('https://') ?? false, stripe: Boolean(config.stripe) });
  registerCrossSite(app, { origins: trustedOrigins(config) });
  await registerCompression(app);
  const sendIndex = await registerWeb(app, config);
  registerErrorHandling(app, sendIndex);
  // After the error handler, so the document's own routes answer errors in the API's shape.
  await registerDocs(app);

  const { cached, answersFromCache } = await registerPublicCache(app, {
    cache: createReadCache(config.readCacheBytes),
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
  const listings = createListingsService(db, config.currency, { proof, checkPictures: createListingUploads(uploads) }, listingEvents);
  const listingStatus = createListingStatusService(db, listingEvents);
  const catalog = createCatalogService(db, { sellers: accounts, ratings, specsOf: listings.specsOf }, config.currency);
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
  await app.register(uploadFilesRoutes, { uploads, uploadDir: storage.kind === 'local' ? config.uploadDir : undefined });
  const system = createSystemService(database);
  registerDraining(app, system);
  await app.register(healthzRoutes, { system });
  // robots.txt and the sitemap live at the site's root, outside /api.
  await app.register(seoRoutes, { seo: createSeoService(catalog), origin: baseUrl(config) });
  await app.register(
    async (api) => {
      await api.register(authBridgeRoutes, { auth, config, guard, closedSignIn: closedAccountSignIn(auth, db) });
      await api.register(oauthRoutes, { auth, config });
      await api.register(usersRoutes, { accounts, guard, currentUser });
      await api.register(verificationRoutes, { auth, guard });
      await api.register(uploadsRoutes, { uploads });
      await api.register(eventsRoutes, { streams: userStreams });
      await api.register(notificationsRoutes, { notifications });
      await api.register(mailSettingsRoutes, { mailSettings: createMailSettingsService(db, unsubscribeTokens) });
      await api.register(systemRoutes, { config, system });
      const facets = createFacetsService(db, config.currency, async () => (await catalog.listCategories()).items);
      await api.register(catalogRoutes, { catalog, facets, cached });
      await api.register(proofRoutes, { proof });
      await api.register(listingsRoutes, { listings, listingsPerHour: config.listingsPerHour });
      await api.register(listingPhotosRoutes, { photos: createListingPhotosService(db, listings.mine) });
      const alerts = createSearchAlertsService({ db, catalog, jobs, mail, notifications, currency: config.currency });
      const watchlist = createWatchlistService({ db, catalog, notifications, currency: config.currency });
      listingEvents.listen(alerts.listener);
      listingEvents.listen(watchlist.listener);
      await api.register(watchRoutes, { searches: createSavedSearchesService(db), watchlist });
      const reports = createReportsService(db, { catalog, accounts });
      await api.register(reportsRoutes, { reports });
      const receipts = createReceiptsService(db);
      const orders = createOrdersService(
        db,
        { catalog, receipts: receipts.receipts, people: accounts.people, mail, jobs, notifications, autoCompleteMs: config.orders.autoCompleteMs },
        config.currency,
      );
      await api.register(ordersRoutes, { orders });
      const problems = createProblemsService(db, { orders, catalog, accounts, mail });
      await api.register(problemsRoutes, { problems });
      const payments = createPaymentsService({ db, orders, listings: listingStatus, mail, jobs, log: app.log, ...paymentProvider(config) });
      await api.register(paymentsRoutes, { payments });
      const reviews = createReviewsService(db, { orders, accounts, catalog, mail, notifications, editableMs: config.reviews.editableMs });
      await api.register(reviewsRoutes, { reviews });
      const sellers = createSellerPageService({ accounts, orders, catalog, ratings });
      await api.register(sellerPageRoutes, { sellers, reviews });
      const messages = createMessagesService(db, { catalog, accounts, notifications });
      await api.register(messagesRoutes, { messages });
      await api.register(adminRoutes, {
        admin: createAdminService(db, { accounts, listings: listingStatus, orders, reports, reviews, problems, payments, messages, notifications }),
      });
      await api.register(newsletterRoutes, { newsletter: createNewsletterService(db) });
    },
    { prefix: '/api' },
  );
  return app;
}
