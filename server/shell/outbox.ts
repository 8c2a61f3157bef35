/**
 * The reference API sends no e-mail. Every message that would be sent is logged at warn level by
 * the caller and its link kept here, last one per address, so tests can follow it. There is no
 * HTTP endpoint for this: only code in the same process can read it.
 */

const links = new Map<string, string>();

/** Remembers the link of the last message to an address. */
export function recordMail(email: string, link: string): void {
  links.set(email.toLowerCase(), link);
}

/** The link of the last message sent to an address, if any. */
export function lastMailLink(email: string): string | undefined {
  return links.get(email.toLowerCase());
}
