/** A valid player record as the API returns it. */
import type { Player } from '../../../resources/player';

export function playerRecord(overrides: Partial<Player> = {}): Player {
  return {
    id: 7,
    operatorCode: 'op1',
    playerCode: { playerUsername: 'alice', playerRealm: 'op1' },
    email: 'alice@example.com',
    emailVerified: true,
    status: 'ENABLED',
    role: 'PLAYER',
    langCode: 'en',
    riskGroup: 'Normal',
    kycStatus: 'VERIFIED',
    withdrawalState: 'TRUSTED',
    accountType: 'PLAYER',
    totalBalance: { value: 10, currency: 'EUR' },
    tenantCurrency: 'EUR',
    balanceBag: [],
    withdrawalDisabled: false,
    created: '2024-01-01T00:00:00Z',
    updated: '2024-01-02T00:00:00Z',
    ...overrides,
  };
}

/** A successful list envelope. */
export function listEnvelope(content: unknown[], totalElements = content.length) {
  return { success: true, payload: { content, totalElements } };
}
