export * from './schemas.ts';
export * from './english-words.ts';
export { english, englishText } from './i18n/labels.ts';
