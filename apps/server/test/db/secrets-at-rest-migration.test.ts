import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/db/factories.ts';
import { listMigrations } from '../../src/db/read-model/migration-files.ts';
import { user, verification } from '../../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts.ts';
import { demoId } from '../../src/db/seed/seed-demo.ts';
import { buildTestApp } from '../helpers/app.ts';
import { hashedIdentifier, TestClient } from '../helpers/auth.ts';
import { createTestDatabase } from '../helpers/database.ts';

const MIGRATION_TAG = '0012_secrets_at_rest_and_proven_addresses';

/** Runs migration 0012 again on a migrated database, over rows written as before it. */
async function runMigration(db: Awaited<ReturnType<typeof createTestDatabase>>['db']) {
  const migration = listMigrations().find((each) => each.tag === MIGRATION_TAG);
  if (!migration) throw new Error(`migration ${MIGRATION_TAG} is missing`);
  for (const statement of migration.sql.split('--> statement-breakpoint')) {
    await db.execute(sql.raw(statement));
  }
}

/** Existing rows are migrated, not lost (decisions 095 and 096). */
describe(`migration ${MIGRATION_TAG}`, () => {
  it('hashes a reset token stored in plain text, so that its mailed link keeps working', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({}, { database });
    try {
      const { user: owner } = await createUser(database.db, { email: 'before@example.test' });
      const token = 'a-reset-token-mailed-before-the-migration';
      const now = new Date();
      await database.db.insert(verification).values({
        id: randomUUID(),
        identifier: `reset-password:${token}`,
        value: owner.id,
        expiresAt: new Date(now.getTime() + 30 * 60_000),
        createdAt: now,
        updatedAt: now,
      });

      await runMigration(database.db);

      const rows = await database.db.select().from(verification);
      expect(rows.map((row) => row.identifier)).toEqual([
        hashedIdentifier(`reset-password:${token}`),
      ]);
      const reset = await new TestClient(app).post('/api/auth/reset-password', {
        token,
        newPassword: 'after-the-migration',
      });
      expect(reset.statusCode).toBe(200);
      expect(
        (await new TestClient(app).signIn(owner.email, 'after-the-migration')).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts the demo accounts as proven and leaves every other account as it was', async () => {
    const database = await createTestDatabase();
    try {
      const seeded = DEMO_ACCOUNTS.filter((account) => account.key !== 'provider');
      for (const account of seeded) {
        await createUser(database.db, {
          id: demoId('user', account.key),
          email: account.email,
          emailVerified: false,
        });
      }
      const { user: unproven } = await createUser(database.db, { emailVerified: false });
      const { user: proven } = await createUser(database.db);
      // Someone who registered a demo address on a deployment without demo data is no demo account.
      const { user: lookalike } = await createUser(database.db, {
        email: 'provider@example.com',
        emailVerified: false,
      });

      await runMigration(database.db);

      const verified = async (id: string) =>
        (await database.db.select().from(user).where(eq(user.id, id)))[0]?.emailVerified;
      for (const account of seeded) {
        expect(await verified(demoId('user', account.key))).toBe(true);
      }
      expect(await verified(unproven.id)).toBe(false);
      expect(await verified(proven.id)).toBe(true);
      expect(await verified(lookalike.id)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
