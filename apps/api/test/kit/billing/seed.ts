import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { examTypes, packages, promoCodeExamTypes, promoCodes } from '../../../src/db/schema';

const DAY = 24 * 3600_000;

/** Catalogue rows the billing tests need: two exam types, their packages and promo codes. */
export async function seedBilling(db: Db) {
  const [tcf, delf] = await db
    .insert(examTypes)
    .values([
      { slug: 'tcf-canada', name: 'TCF Canada', position: 1 },
      { slug: 'delf', name: 'DELF', position: 2 },
    ])
    .returning();
  const rows = await db
    .insert(packages)
    .values([
      {
        slug: 'tcf-canada-1-mois',
        name: 'TCF Canada — 1 mois',
        examTypeId: tcf!.id,
        period: 1,
        price: 15000,
      },
      {
        slug: 'tcf-canada-3-mois',
        name: 'TCF Canada — 3 mois',
        examTypeId: tcf!.id,
        period: 3,
        price: 35000,
        position: 1,
      },
      { slug: 'delf-1-mois', name: 'DELF — 1 mois', examTypeId: delf!.id, period: 1, price: 10000 },
      {
        slug: 'ancien-forfait',
        name: 'Ancien',
        examTypeId: tcf!.id,
        period: 1,
        price: 1000,
        isActive: false,
      },
    ])
    .returning();
  const now = Date.now();
  const codes = await db
    .insert(promoCodes)
    .values([
      { code: 'TCF2026', percentage: 20, maxUses: 1000 },
      { code: 'EXPIRE', percentage: 30, validUntil: new Date(now - DAY) },
      { code: 'FUTUR', percentage: 30, validFrom: new Date(now + DAY) },
      { code: 'EPUISE', percentage: 30, maxUses: 2, uses: 2 },
      { code: 'UNSEUL', percentage: 10, maxUses: 1 },
      { code: 'DELFONLY', percentage: 50 },
      { code: 'INACTIF', percentage: 40, isActive: false },
      { code: 'GRATUIT', percentage: 100 },
    ])
    .returning();
  const byCode = Object.fromEntries(codes.map((c) => [c.code, c]));
  await db.insert(promoCodeExamTypes).values([
    { promoCodeId: byCode.TCF2026!.id, examTypeId: tcf!.id },
    { promoCodeId: byCode.DELFONLY!.id, examTypeId: delf!.id },
  ]);
  return {
    examTypes: { tcf: tcf!, delf: delf! },
    packages: Object.fromEntries(rows.map((r) => [r.slug, r])),
    promo: byCode,
    async promoUses(code: string) {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row!.uses;
    },
  };
}
