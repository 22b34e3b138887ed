/** A moment as people read it on a receipt: "25 Nov 2026, 22:10", in the reader's time zone. */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));
