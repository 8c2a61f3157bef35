import { generatedResources } from '../../../src/generated/registry';
import { preloadRoute } from '../../../src/shell/preloadRoute';

const players = generatedResources.find((resource) => resource.name === 'players')!;

describe('preloadRoute', () => {
  it("starts loading the address's generated screen: the list, a record's show or edit page", () => {
    const spies = {
      list: vi.spyOn(players.list as unknown as { preload: () => Promise<unknown> }, 'preload').mockResolvedValue({}),
      show: vi.spyOn(players.show as unknown as { preload: () => Promise<unknown> }, 'preload').mockResolvedValue({}),
      edit: vi.spyOn(players.edit as unknown as { preload: () => Promise<unknown> }, 'preload').mockResolvedValue({}),
    };
    preloadRoute('/players');
    expect(spies.list).toHaveBeenCalledTimes(1);
    preloadRoute('/players/7/show');
    expect(spies.show).toHaveBeenCalledTimes(1);
    preloadRoute('/players/7');
    expect(spies.edit).toHaveBeenCalledTimes(1);
    preloadRoute('/no-such-screen');
    preloadRoute('/');
    expect(spies.list).toHaveBeenCalledTimes(1);
  });
});
