/** Every notification links to a declared screen, filtered only by filters that screen declares, with values they take. */
import { spotBanking } from '../../../resources/spotBanking';
import { spotFiles } from '../../../resources/spotFiles';
import { spotIncomingInvoices, spotSentInvoices } from '../../../resources/spotInvoices';
import { spotMatches } from '../../../resources/spotMatches';
import { spotOrganization } from '../../../resources/spotOrganization';
import { SpotNotificationKind, spotNotificationLink } from '../../../resources/spotNotifications';

const SCREENS = [spotBanking, spotFiles, spotIncomingInvoices, spotSentInvoices, spotMatches, spotOrganization];

it.each(SpotNotificationKind.options)('%s links to a declared screen with its declared filters', (kind) => {
  const url = new URL(spotNotificationLink(kind), 'http://console');
  const found = SCREENS.find((resource) => resource.route === url.pathname);
  expect(found, url.pathname).toBeDefined();
  const screen = found!;
  const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
  for (const [key, value] of Object.entries(filter)) {
    const declared = screen.filters.find((def) => (def.key ?? def.source) === key);
    expect(declared, `${screen.name}.${key}`).toBeDefined();
    if (declared!.type === 'boolean') expect(value).toBe(true);
    else {
      expect(declared!.type).toBe('multipleSelect');
      const field = screen.schema.shape[declared!.source as keyof typeof screen.schema.shape] as { options?: readonly string[] };
      for (const option of value as string[]) expect(field.options).toContain(option);
    }
  }
});
