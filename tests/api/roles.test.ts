/**
 * `GET {op}/roles`: the roles of 000 §3 and what each may do, as the server derives it from the
 * declarations it checks access with; what it says an office manager may not do, the server refuses.
 */
import { RoleAccess } from '../../resources/roles';
import * as declared from '../../server/generated/resources';
import { sql } from '../../server/db/sql';
import { API, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function roles(as: 'central' | 'office1', op: string) {
  const response = await api.call(as, { method: 'GET', url: `${API}/${op}/roles` });
  expect(response.statusCode, response.body).toBe(200);
  return RoleAccess.array().parse(response.json().payload);
}

describe('GET {op}/roles', () => {
  it("names every declared screen for a central manager and an operator's screens for an office manager", async () => {
    const answer = await roles('office1', 'op1');
    expect(answer).toHaveLength(10);
    const central = answer.find((role) => role.role === 'CENTRAL_MANAGER')!;
    const office = answer.find((role) => role.role === 'OFFICE')!;
    expect(central.screens.map((screen) => screen.resource).sort()).toEqual(
      Object.values(declared)
        .map((resource) => resource.name)
        .sort(),
    );
    expect(office.screens.every((screen) => screen.views.join() === 'operator')).toBe(true);
    // Counts of the view asked about: op1's office managers and every central manager.
    const [op1] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM managers WHERE role = 'OFFICE' AND operator_code = 'op1'`,
    );
    expect(office.accounts).toBe(op1.n);
    expect(office.accounts).toBeGreaterThanOrEqual(1);
    expect(central.accounts).toBeGreaterThanOrEqual(1);
    expect(answer.find((role) => role.role === 'PLAYER')).toMatchObject({ kind: 'player', screens: [] });
  });

  it('holds back from an office manager exactly the changes the server refuses it', async () => {
    const answer = await roles('central', 'central');
    const central = answer.find((role) => role.role === 'CENTRAL_MANAGER')!;
    const office = answer.find((role) => role.role === 'OFFICE')!;
    const log = (role: RoleAccess) => role.screens.find((screen) => screen.resource === 'statistics-activities-log')!.actions;
    expect(log(central)).toContain('addActivity');
    expect(log(office)).not.toContain('addActivity');
    const body = { significanceLevel: 'Info', details: 'Roles check' };
    expect((await api.call('office1', { method: 'POST', url: `${API}/op1/activities-log/add`, payload: body })).statusCode).toBe(403);
    expect((await api.call('central', { method: 'POST', url: `${API}/op1/activities-log/add`, payload: body })).statusCode).toBe(200);
  });

  it("refuses another operator's view and a missing session", async () => {
    expect((await api.call('office1', { method: 'GET', url: `${API}/op2/roles` })).statusCode).toBe(403);
    expect((await api.call('office1', { method: 'GET', url: `${API}/central/roles` })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: `${API}/op1/roles` })).statusCode).toBe(401);
  });
});
