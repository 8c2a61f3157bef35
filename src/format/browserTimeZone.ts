/** The browser's time zone: the one the screens show date-times and calendar periods in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
