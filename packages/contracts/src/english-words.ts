import { DELIVERY_CHOICE_KEYS, PAYMENT_METHOD_KEYS, type DeliveryChoice, type PaymentMethodName } from './delivery.ts';
import { formatPostedDate } from './i18n/format.ts';
import { english, englishLabels, englishText } from './i18n/labels.ts';
import { CONDITION_KEYS, WORKING_STATUS_KEYS, type Condition, type WorkingStatus } from './listing-terms.ts';
import { NOTIFICATION_KIND_KEYS, type NotificationKind } from './notifications.ts';
import { ORDER_STEP_KEYS, type OrderStep } from './orders.ts';
import { PROBLEM_KIND_KEYS, type ProblemKind } from './problems.ts';
import { specQuantityIssue } from './specs/filters.ts';
import { PRODUCT_SORT_KEYS, type ProductSort } from './storefront-terms.ts';
import { SEARCH_ALERT_KEYS, type SearchAlert } from './watch-terms.ts';

/*
 * The English words of the contracts' values, from the English catalogue: the API and the server's
 * texts (mails, documents) keep their spec words, written once there, beside the keys the pages
 * translate. Only these load the catalogue: the schemas do not, so the web checks an answer
 * without the English texts of every area (@reboard/contracts/schemas).
 */

export const CONDITION_LABELS: Record<Condition, string> = englishLabels(CONDITION_KEYS);
export const WORKING_STATUS_LABELS: Record<WorkingStatus, string> = englishLabels(WORKING_STATUS_KEYS);
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = englishLabels(PRODUCT_SORT_KEYS);
export const DELIVERY_CHOICE_LABELS: Record<DeliveryChoice, string> = englishLabels(DELIVERY_CHOICE_KEYS);
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodName, string> = englishLabels(PAYMENT_METHOD_KEYS);
export const ORDER_STEP_LABELS: Record<OrderStep, string> = englishLabels(ORDER_STEP_KEYS);
export const PROBLEM_KIND_LABELS: Record<ProblemKind, string> = englishLabels(PROBLEM_KIND_KEYS);
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = englishLabels(NOTIFICATION_KIND_KEYS);
export const SEARCH_ALERT_LABELS: Record<SearchAlert, string> = englishLabels(SEARCH_ALERT_KEYS);

/** The spec's posted date in English: day-month-year without zero padding, '1 year ago' when unknown. */
export const formatPostedOn = (iso: string | null | undefined): string => formatPostedDate(iso, 'en', english('common.date.yearAgo'));

/** specQuantityIssue in English words (a page in another language translates specQuantityIssue's instead). */
export const specQuantityProblem = (key: string, raw: string): string | undefined => {
  const problem = specQuantityIssue(key, raw);
  return problem && englishText(problem.message, problem.params);
};
