/** A help-centre category's name in a language: its own there, else its English name. */
import type { HelpCategory } from '../../../resources/helpCategory';

/**
 * @example categoryName({ names: { en: 'Deposits', de: 'Einzahlungen' } }, 'de') // 'Einzahlungen'
 */
export function categoryName(category: Pick<HelpCategory, 'names'>, language: string): string {
  const own = (category.names as Record<string, string | null | undefined>)[language];
  return own?.trim() ? own : category.names.en;
}
