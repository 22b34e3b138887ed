// The bn catalogue: one file per area; a key's first part is its file's name (catalog.card.addToCart).
import common from './common.json';
import layout from './layout.json';
import catalog from './catalog.json';
import listings from './listings.json';
import orders from './orders.json';
import reviews from './reviews.json';
import dashboard from './dashboard.json';
import admin from './admin.json';
import auth from './auth.json';
import messages from './messages.json';
import notifications from './notifications.json';
import watch from './watch.json';
import info from './info.json';
import newsletter from './newsletter.json';
import validation from './validation.json';
import errors from './errors.json';
import mail from './mail.json';
import specs from './specs.json';
import categories from './categories.json';

export default { common, layout, catalog, listings, orders, reviews, dashboard, admin, auth, messages, notifications, watch, info, newsletter, validation, errors, mail, specs, categories };
