/** Storage of the quick links (migration 131): a manager's own rows, no operator's. */
import { quickLinks, type QuickLink } from '../../resources/quickLinks';
import { deriveTable } from './derive';

export const quickLinksTable = deriveTable<QuickLink>(quickLinks);
