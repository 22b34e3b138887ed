// The bn catalogue: one file per area; a key's first part is its file's name (catalog.card.addToCart).
import common from './common.json' with { type: 'json' };
import layout from './layout.json' with { type: 'json' };
import catalog from './catalog.json' with { type: 'json' };
import listings from './listings.json' with { type: 'json' };
import orders from './orders.json' with { type: 'json' };
import reviews from './reviews.json' with { type: 'json' };
import dashboard from './dashboard.json' with { type: 'json' };
import admin from './admin.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import messages from './messages.json' with { type: 'json' };
import notifications from './notifications.json' with { type: 'json' };
import watch from './watch.json' with { type: 'json' };
import info from './info.json' with { type: 'json' };
import newsletter from './newsletter.json' with { type: 'json' };
import validation from './validation.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import mail from './mail.json' with { type: 'json' };
import specs from './specs.json' with { type: 'json' };
import categories from './categories.json' with { type: 'json' };
import imports from './imports.json' with { type: 'json' };
import bom from './bom.json' with { type: 'json' };

export default { common, layout, catalog, listings, orders, reviews, dashboard, admin, auth, messages, notifications, watch, info, newsletter, validation, errors, mail, specs, categories, imports, bom };
