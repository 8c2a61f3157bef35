/**
 * The reference API sends no e-mail. Every message that would be sent is logged at warn level by
 * the caller and kept here (the last {@link KEPT_PER_ADDRESS} per address, with a count of all),
 * so tests can follow its link and count the messages. There is no HTTP endpoint for this: only
 * code in the same process can read it.
 */

/** A message that would have been sent. */
export interface Mail {
  subject: string;
  link: string;
}

const KEPT_PER_ADDRESS = 20;
const mails = new Map<string, { kept: Mail[]; count: number }>();

/** Remembers a message to an address. */
export function recordMail(email: string, link: string, subject = ''): void {
  const key = email.toLowerCase();
  const entry = mails.get(key) ?? { kept: [], count: 0 };
  entry.kept.push({ subject, link });
  if (entry.kept.length > KEPT_PER_ADDRESS) entry.kept.shift();
  entry.count += 1;
  mails.set(key, entry);
}

/** The link of the last message sent to an address, if any. */
export function lastMailLink(email: string): string | undefined {
  return mails.get(email.toLowerCase())?.kept.at(-1)?.link;
}

/** The last messages sent to an address, oldest first. */
export function mailsTo(email: string): readonly Mail[] {
  return mails.get(email.toLowerCase())?.kept ?? [];
}

/** How many messages were sent to an address since the process started. */
export function mailCount(email: string): number {
  return mails.get(email.toLowerCase())?.count ?? 0;
}
