/**
 * The app's start-up: the database work (idempotency keys pruned, demo alerts, the labels' default
 * texts) runs before the routes are registered, and the plugin bodies and onReady hooks wait for
 * nothing, so fastify's plugin time-out (10 s) cannot run out on a busy machine however slow the
 * database is. With a time-out of 1 ms, a body that awaited a query would fail to start.
 */
import { createApp } from '../../server/app';
import { API, createTestDatabase, login } from './helpers';

it('starts with a plugin time-out of 1 ms and answers', async () => {
  const database = await createTestDatabase();
  try {
    const app = await createApp({
      db: database.db,
      logger: false,
      tokens: { secret: 'test-secret-test-secret-test-secret' },
      pluginTimeoutMs: 1,
    });
    try {
      await app.ready();
      const session = await login(app, 'office1@demo.test', 'Office123');
      expect(session.status).toBe('Valid');
      const headers = { authorization: `Bearer ${session.tokens.accessToken}` };
      const notifications = await app.inject({ url: `${API}/op1/notifications`, headers });
      expect(notifications.statusCode).toBe(200);
      const labels = await app.inject({ url: `${API}/op1/labels?resource=labels`, headers });
      expect(labels.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
});
