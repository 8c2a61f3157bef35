import { actionPath, buildActionRequest, matchesCondition } from '../../../resources/model';
import { KycGroup, kycGroup } from '../../../resources/kycGroup';
import { issuePaths, kycGroupSample, withPath } from './samples';
import { column, toneOf } from './helpers';

const build = (name: keyof typeof kycGroup.actions, input: Record<string, unknown>) => {
  const action = kycGroup.actions[name];
  const request = buildActionRequest(action, action.input.parse(input), { id: kycGroupSample.playerId });
  return { ...request, url: actionPath(kycGroup.api.path, request) };
};

describe('KYC group schema', () => {
  it('parses a grouped row with its documents, the image not yet loaded', () => {
    const parsed = KycGroup.parse(kycGroupSample);
    expect(parsed.playerDocuments[0].image).toBeUndefined();
    expect(KycGroup.parse(withPath(kycGroupSample, 'playerDocuments.0.image', 'data:image/png;base64,iVBOR'))).toBeDefined();
  });

  it('names the failing paths of bad statuses and a missing username', () => {
    let bad = withPath(kycGroupSample, 'kycStatus', 'APPROVED');
    bad = withPath(bad, 'playerDocuments.0.documentStatus', 'LOST');
    bad = withPath(bad, 'playerCode', { playerRealm: 'revo' });
    expect(issuePaths(KycGroup.safeParse(bad)).sort()).toEqual([
      'kycStatus',
      'playerCode.playerUsername',
      'playerDocuments.0.documentStatus',
    ]);
  });
});

describe('kyc resource', () => {
  it('lists grouped rows by player id, newest document update first, username sorting on playerCode.playerUsername', () => {
    expect(kycGroup.api.path).toBe('players/kyc/grouped/paginated');
    expect(kycGroup.id).toBe('playerId');
    expect(kycGroup.list.defaultSort).toEqual({ field: 'lastDocumentUpdated', order: 'DESC' });
    expect(column(kycGroup, 'playerCode.playerUsername').sortField).toBe('playerCode.playerUsername');
    expect(kycGroup.list.expand).toEqual({ expandedForPlayer: true, panel: 'KycDocumentsPanel', source: 'playerDocuments' });
  });

  it('colours REJECTED as error, VERIFIED as success, UNDER_REVIEW as warning', () => {
    expect(toneOf(kycGroup, withPath(kycGroupSample, 'kycStatus', 'REJECTED'))).toBe('error');
    expect(toneOf(kycGroup, withPath(kycGroupSample, 'kycStatus', 'VERIFIED'))).toBe('success');
    expect(toneOf(kycGroup, kycGroupSample)).toBe('warning');
  });

  it('sets the KYC status and the withdrawal state with empty bodies under players/{id}/kyc', () => {
    expect(build('setKycStatus', { kycStatus: 'VERIFIED' })).toMatchObject({
      method: 'PUT',
      url: 'players/1042/kyc/status/VERIFIED',
      body: {},
    });
    expect(build('setWithdrawalState', { withdrawalState: 'TRUSTED' })).toMatchObject({
      method: 'PUT',
      url: 'players/1042/kyc/state/TRUSTED',
      body: {},
    });
    expect(column(kycGroup, 'kycStatus').action).toEqual({ name: 'setKycStatus', input: 'kycStatus' });
    expect(kycGroup.actions.setWithdrawalState.successMessage).toBe('app.messages.withdrawalStateUpdated');
    expect(kycGroup.actions.setWithdrawalState.failureMessage).toBe('app.messages.withdrawalStateNotUpdated');
  });

  it('full check: PUT players/{id}/kyc/finalize/, disabled once VERIFIED', () => {
    expect(build('fullCheck', {})).toMatchObject({ method: 'PUT', url: 'players/1042/kyc/finalize/', body: {} });
    const { enabledWhen } = kycGroup.actions.fullCheck;
    expect(matchesCondition(kycGroupSample, enabledWhen)).toBe(true);
    expect(matchesCondition(withPath(kycGroupSample, 'kycStatus', 'REJECTED'), enabledWhen)).toBe(true);
    expect(matchesCondition(withPath(kycGroupSample, 'kycStatus', 'VERIFIED'), enabledWhen)).toBe(false);
  });

  it('sets a document ACCEPTED or REJECTED, and nothing else', () => {
    expect(build('setDocumentStatus', { documentId: 77, documentStatus: 'ACCEPTED' })).toMatchObject({
      method: 'PUT',
      url: 'players/1042/kyc/documents/77/status/ACCEPTED',
      body: {},
    });
    const result = kycGroup.actions.setDocumentStatus.input.safeParse({ documentId: 77, documentStatus: 'VERIFIED' });
    expect(issuePaths(result)).toEqual(['documentStatus']);
    expect(kycGroup.actions.setDocumentStatus.successMessage).toBe('app.messages.documentStatusUpdated');
  });

  it('loads a document image with a GET and no body', () => {
    expect(build('loadDocumentImage', { documentId: 77 })).toEqual({
      method: 'GET',
      path: '1042/kyc/documents/77/content/encoded',
      basePath: 'players',
      query: {},
      body: undefined,
      url: 'players/1042/kyc/documents/77/content/encoded',
    });
  });
});
