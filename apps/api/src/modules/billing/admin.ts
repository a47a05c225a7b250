import type { Db } from '../../db/client';
import {
  createBillingAdminRepository,
  inBillingAdminTransaction,
  type BillingAdminRepository,
} from './admin.repository';

/** Package and promo code management used by `npm run billing:admin` (also written by content packs). */

export class AdminInputError extends Error {}

export interface PackageInput {
  slug: string;
  name?: string;
  examType?: string;
  period?: number;
  price?: number;
  position?: number;
  active?: boolean;
}

export interface PromoInput {
  code: string;
  percentage?: number;
  validFrom?: Date | null;
  validUntil?: Date | null;
  maxUses?: number | null;
  examTypes?: string[];
  active?: boolean;
}

async function examTypeIds(repo: BillingAdminRepository, slugs: string[]): Promise<number[]> {
  if (!slugs.length) return [];
  const rows = await repo.examTypesBySlug(slugs);
  const missing = slugs.filter((s) => !rows.some((r) => r.slug === s));
  if (missing.length) throw new AdminInputError(`type d'examen inconnu : ${missing.join(', ')}`);
  return rows.map((r) => r.id);
}

function check(cond: boolean, message: string) {
  if (!cond) throw new AdminInputError(message);
}

export function createBillingAdmin(db: Db) {
  const repo = createBillingAdminRepository(db);
  return {
    /** Creates the package or updates the given fields of an existing one. */
    async upsertPackage(p: PackageInput): Promise<'créé' | 'mis à jour'> {
      check(/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(p.slug), 'slug invalide (minuscules, chiffres, tirets)');
      if (p.period !== undefined) check(Number.isInteger(p.period) && p.period >= 1, 'durée en mois >= 1');
      if (p.price !== undefined) check(Number.isInteger(p.price) && p.price >= 0, 'prix entier en XAF >= 0');
      const [examTypeId] = p.examType ? await examTypeIds(repo, [p.examType]) : [];
      const values = {
        ...(p.name !== undefined ? { name: p.name } : {}),
        ...(examTypeId !== undefined ? { examTypeId } : {}),
        ...(p.period !== undefined ? { period: p.period } : {}),
        ...(p.price !== undefined ? { price: p.price } : {}),
        ...(p.position !== undefined ? { position: p.position } : {}),
        ...(p.active !== undefined ? { isActive: p.active } : {}),
      };
      const existing = await repo.packageBySlug(p.slug);
      if (existing) {
        if (Object.keys(values).length) await repo.updatePackage(existing.id, values);
        return 'mis à jour';
      }
      check(
        !!p.name && examTypeId !== undefined && p.period !== undefined && p.price !== undefined,
        'création : --name, --exam-type, --period et --price sont obligatoires',
      );
      await repo.insertPackage({
        slug: p.slug,
        name: p.name!,
        examTypeId: examTypeId!,
        period: p.period!,
        price: p.price!,
        position: p.position ?? 0,
        isActive: p.active ?? true,
      });
      return 'créé';
    },

    async listPackages() {
      return repo.packageList();
    },

    /** Creates the code (stored upper-case) or updates the given fields; `examTypes` replaces the list. */
    async upsertPromo(p: PromoInput): Promise<'créé' | 'mis à jour'> {
      const code = p.code.trim().toUpperCase();
      check(/^[A-Z0-9_-]{3,40}$/.test(code), 'code invalide (3 à 40 lettres, chiffres, _ ou -)');
      if (p.percentage !== undefined) {
        check(
          Number.isInteger(p.percentage) && p.percentage >= 1 && p.percentage <= 100,
          'pourcentage de 1 à 100',
        );
      }
      if (p.maxUses != null)
        check(Number.isInteger(p.maxUses) && p.maxUses >= 1, 'utilisations maximales >= 1');
      if (p.validFrom && p.validUntil) check(p.validFrom < p.validUntil, 'début avant la fin de validité');
      const ids = p.examTypes ? await examTypeIds(repo, p.examTypes) : undefined;
      return inBillingAdminTransaction(db, async (tx) => {
        const existing = await tx.promoByCode(code);
        const values = {
          ...(p.percentage !== undefined ? { percentage: p.percentage } : {}),
          ...(p.validFrom !== undefined ? { validFrom: p.validFrom } : {}),
          ...(p.validUntil !== undefined ? { validUntil: p.validUntil } : {}),
          ...(p.maxUses !== undefined ? { maxUses: p.maxUses } : {}),
          ...(p.active !== undefined ? { isActive: p.active } : {}),
        };
        let id: number;
        if (existing) {
          id = existing.id;
          if (Object.keys(values).length) await tx.updatePromo(id, values);
        } else {
          check(p.percentage !== undefined, 'création : --percentage est obligatoire');
          id = await tx.insertPromo({ code, percentage: p.percentage!, ...values });
        }
        if (ids) await tx.setPromoExamTypes(id, ids);
        return existing ? 'mis à jour' : 'créé';
      });
    },

    async listPromos() {
      const rows = await repo.promoList();
      return rows.map((r) => ({
        code: r.code,
        percentage: r.percentage,
        validFrom: r.validFrom,
        validUntil: r.validUntil,
        uses: r.uses,
        maxUses: r.maxUses,
        active: r.isActive,
        examTypes: r.examTypes,
      }));
    },
  };
}
