import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/kit/database';
import type { Database } from '../../db/client';
import { examTypes } from '../../db/schema';
import { AdminInputError, createBillingAdmin } from './admin';

let database: Database;
let admin: ReturnType<typeof createBillingAdmin>;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(examTypes).values([
    { slug: 'tcf-canada', name: 'TCF Canada' },
    { slug: 'delf', name: 'DELF' },
  ]);
  admin = createBillingAdmin(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('billing admin command', () => {
  it('When setting a package, then it is created, then only the given fields change', async () => {
    await expect(admin.upsertPackage({ slug: 'tcf-1', name: 'TCF 1 mois' })).rejects.toBeInstanceOf(
      AdminInputError,
    );
    expect(
      await admin.upsertPackage({
        slug: 'tcf-1',
        name: 'TCF 1 mois',
        examType: 'tcf-canada',
        period: 1,
        price: 15000,
      }),
    ).toBe('créé');
    expect(await admin.upsertPackage({ slug: 'tcf-1', price: 14000, active: false })).toBe('mis à jour');
    expect(await admin.listPackages()).toEqual([
      { slug: 'tcf-1', name: 'TCF 1 mois', examType: 'tcf-canada', period: 1, price: 14000, active: false },
    ]);
    await expect(admin.upsertPackage({ slug: 'x-1', examType: 'inconnu' })).rejects.toThrow('inconnu');
  });

  it('When setting a promo code, then it is stored upper-case and its exam types replaced', async () => {
    expect(
      await admin.upsertPromo({ code: 'rentree', percentage: 15, maxUses: 10, examTypes: ['delf'] }),
    ).toBe('créé');
    expect(
      await admin.upsertPromo({ code: 'RENTREE', examTypes: ['tcf-canada', 'delf'], maxUses: null }),
    ).toBe('mis à jour');
    const [p] = await admin.listPromos();
    expect(p).toMatchObject({ code: 'RENTREE', percentage: 15, maxUses: null, uses: 0, active: true });
    expect(p!.examTypes.sort()).toEqual(['delf', 'tcf-canada']);
    await expect(admin.upsertPromo({ code: 'AUTRE' })).rejects.toBeInstanceOf(AdminInputError);
    await expect(admin.upsertPromo({ code: 'AUTRE', percentage: 120 })).rejects.toThrow('pourcentage');
  });
});
