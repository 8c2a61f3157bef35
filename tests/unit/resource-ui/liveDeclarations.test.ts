import { describe, expect, it } from 'vitest';
import { player } from '../../../resources/player';
import { playerLimits, playerSelfProtectionLimits } from '../../../resources/playerLimits';
import { acceptDeclarations, replaceDeclaration, withDeclarations } from '../../../src/resource-ui/liveDeclarations';
import type { AnyResource } from '../../../src/resource-ui/types';

/** The declaration as a saved file would bring it: a new object with the list's columns moved. */
const saved = (declaration: AnyResource, change: Partial<AnyResource> = {}): AnyResource => ({
  ...declaration,
  list: { ...declaration.list, columns: [...declaration.list.columns].reverse() },
  ...change,
});

describe('declarations put in place by a hot update', () => {
  it('replaces every export of each module that came back, and only those', () => {
    const record: Record<string, AnyResource> = {
      players: player,
      'players-limits': playerLimits,
      'players-self-protection-limits': playerSelfProtectionLimits,
    };
    const newPlayer = saved(player);
    const newLimits = saved(playerLimits);
    const newProtection = saved(playerSelfProtectionLimits);
    const inPlace = acceptDeclarations(
      [{ player: newPlayer }, undefined, { playerLimits: newLimits, playerSelfProtectionLimits: newProtection }],
      [
        [['players', 'player']],
        [['kyc', 'kycGroup']],
        [
          ['players-limits', 'playerLimits'],
          ['players-self-protection-limits', 'playerSelfProtectionLimits'],
        ],
      ],
      (name, declaration) => replaceDeclaration(record, name, declaration),
    );
    expect(inPlace).toBe(true);
    expect(record.players).toBe(newPlayer);
    expect(record['players-limits']).toBe(newLimits);
    expect(record['players-self-protection-limits']).toBe(newProtection);
    expect(record).not.toHaveProperty('kyc');
  });

  it('ignores modules with nothing to put in place (the lazily loaded screens)', () => {
    const record: Record<string, AnyResource> = { players: player };
    expect(
      acceptDeclarations([{ PlayersList: () => null }], [[]], (name, declaration) => replaceDeclaration(record, name, declaration)),
    ).toBe(true);
    expect(record.players).toBe(player);
  });

  it('asks the importers to re-run when a module no longer exports a declaration or names an unknown resource', () => {
    const record: Record<string, AnyResource> = { players: player };
    const replace = (name: string, declaration: AnyResource) => replaceDeclaration(record, name, declaration);
    expect(acceptDeclarations([{ renamed: saved(player) }], [[['players', 'player']]], replace)).toBe(false);
    expect(acceptDeclarations([{ player: saved(player) }], [[['gamblers', 'player']]], replace)).toBe(false);
    expect(record.players).toBe(player);
  });

  it('keeps a declaration in place while the shell reads the same menu place, audience and beta flag', () => {
    const record: Record<string, AnyResource> = { players: player };
    const moved = saved(player);
    expect(replaceDeclaration(record, 'players', moved)).toBe(true);
    expect(record.players).toBe(moved);
  });

  it('leaves the page to reload when the menu place, the audience or the beta flag changed', () => {
    const record: Record<string, AnyResource> = { players: player };
    const menu = player.menu ? { ...player.menu, order: player.menu.order + 1 } : { group: 'players', order: 1 };
    expect(replaceDeclaration(record, 'players', saved(player, { menu } as Partial<AnyResource>))).toBe(false);
    expect(replaceDeclaration(record, 'players', saved(player, { beta: !player.beta }))).toBe(false);
    expect(replaceDeclaration(record, 'unknown', saved(player))).toBe(false);
    expect(record.players).toBe(player);
  });
});

describe('registry entries over the declarations map', () => {
  const List = () => null;

  it('read the declaration put in place under their name', () => {
    const record: Record<string, AnyResource> = { players: player };
    const [entry] = withDeclarations(record, [{ name: 'players', route: '/players', list: List }]);
    expect(entry.definition).toBe(player);
    expect(entry).toMatchObject({ name: 'players', route: '/players', list: List, definition: player });
    const moved = saved(player);
    expect(replaceDeclaration(record, 'players', moved)).toBe(true);
    expect(entry.definition).toBe(moved);
  });

  it('refuse an entry whose name has no declaration', () => {
    expect(() => withDeclarations({ players: player }, [{ name: 'gamblers', route: '/gamblers', list: List }])).toThrow(
      'no declaration named "gamblers"',
    );
  });
});
