import type {
  AdminPackage,
  AdminPromo,
  AdminPackageCreate,
  AdminPackageUpdate,
  AdminPromoCreate,
  AdminPromoUpdate,
} from '@prepa/shared';
import type { AuditService } from '../audit/audit.service';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { createBillingAdmin } from './admin';
import type { BillingAdminRepository } from './admin.repository';
import { normalizeCode } from './promo';

const m = messages.billingAdmin;
type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

function promoState(
  p: {
    isActive: boolean;
    validFrom: Date | null;
    validUntil: Date | null;
    maxUses: number | null;
    uses: number;
  },
  now: Date,
): AdminPromo['state'] {
  if (!p.isActive) return 'inactive';
  if (p.validFrom && p.validFrom > now) return 'not_started';
  if (p.validUntil && p.validUntil < now) return 'expired';
  if (p.maxUses !== null && p.uses >= p.maxUses) return 'exhausted';
  return 'usable';
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const date = (s: string | null | undefined) =>
  s === undefined ? undefined : s === null ? null : new Date(s);

/**
 * Packages and promo codes from the back office: the same rules as `npm run billing:admin`
 * (admin.ts), with field errors in French and every change in the audit log.
 */
export function createOffersAdmin(deps: {
  repo: BillingAdminRepository;
  admin: ReturnType<typeof createBillingAdmin>;
  audit: Pick<AuditService, 'record'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function checkExamTypes(field: string, slugs: string[]) {
    const found = await deps.repo.examTypesBySlug(slugs);
    const missing = slugs.filter((s) => !found.some((f) => f.slug === s));
    if (missing.length) throw ValidationError.field(field, m.examTypeUnknown(missing));
  }

  async function packageBySlug(slug: string): Promise<AdminPackage | undefined> {
    return (await listPackages()).find((p) => p.slug === slug);
  }

  async function listPackages(): Promise<AdminPackage[]> {
    return (await deps.repo.packages()).map((p) => ({
      slug: p.slug,
      name: p.name,
      exam_type: p.examType,
      exam_type_name: p.examTypeName,
      period: p.period,
      price: p.price,
      position: p.position,
      active: p.active,
      paid_count: Number(p.paidCount),
      revenue: Number(p.revenue),
    }));
  }

  async function listPromos(): Promise<AdminPromo[]> {
    const at = now();
    return (await deps.repo.promos()).map((p) => ({
      code: p.code,
      percentage: p.percentage,
      valid_from: iso(p.validFrom),
      valid_until: iso(p.validUntil),
      max_uses: p.maxUses,
      uses: p.uses,
      paid_count: Number(p.paidCount),
      active: p.isActive,
      exam_types: p.examTypes,
      state: promoState(p, at),
    }));
  }

  async function promoByCode(code: string): Promise<AdminPromo | undefined> {
    const c = normalizeCode(code);
    return (await listPromos()).find((p) => p.code.toUpperCase() === c);
  }

  function checkDates(from: Date | null | undefined, until: Date | null | undefined) {
    if (from && until && from >= until) throw ValidationError.field('valid_until', m.datesOrder);
  }

  return {
    listPackages,
    listPromos,

    async createPackage(actorId: number, p: Parsed<AdminPackageCreate>) {
      if (await packageBySlug(p.slug)) throw ValidationError.field('slug', m.packageExists);
      await checkExamTypes('exam_type', [p.exam_type]);
      await deps.admin.upsertPackage({ ...p, examType: p.exam_type });
      await deps.audit.record({
        actorId,
        action: 'billing.package.create',
        targetType: 'package',
        targetId: p.slug,
        details: p,
      });
      return (await packageBySlug(p.slug))!;
    },

    async updatePackage(actorId: number, slug: string, p: AdminPackageUpdate) {
      const before = await packageBySlug(slug);
      if (!before) throw new NotFoundError(m.packageNotFound);
      if (p.exam_type !== undefined) await checkExamTypes('exam_type', [p.exam_type]);
      await deps.admin.upsertPackage({
        slug,
        name: p.name,
        examType: p.exam_type,
        period: p.period,
        price: p.price,
        position: p.position,
        active: p.active,
      });
      const after = (await packageBySlug(slug))!;
      await deps.audit.record({
        actorId,
        action: 'billing.package.update',
        targetType: 'package',
        targetId: slug,
        details: { before, changes: p },
      });
      return after;
    },

    async createPromo(actorId: number, p: Parsed<AdminPromoCreate>) {
      if (await promoByCode(p.code)) throw ValidationError.field('code', m.promoExists);
      await checkExamTypes('exam_types', p.exam_types);
      const validFrom = date(p.valid_from);
      const validUntil = date(p.valid_until);
      checkDates(validFrom, validUntil);
      await deps.admin.upsertPromo({
        code: p.code,
        percentage: p.percentage,
        validFrom,
        validUntil,
        maxUses: p.max_uses,
        examTypes: p.exam_types,
        active: p.active,
      });
      await deps.audit.record({
        actorId,
        action: 'billing.promo.create',
        targetType: 'promo_code',
        targetId: p.code,
        details: p,
      });
      return (await promoByCode(p.code))!;
    },

    async updatePromo(actorId: number, code: string, p: AdminPromoUpdate) {
      const before = await promoByCode(code);
      if (!before) throw new NotFoundError(m.promoNotFound);
      if (p.exam_types) await checkExamTypes('exam_types', p.exam_types);
      const validFrom = date(p.valid_from);
      const validUntil = date(p.valid_until);
      checkDates(
        validFrom === undefined ? date(before.valid_from) : validFrom,
        validUntil === undefined ? date(before.valid_until) : validUntil,
      );
      await deps.admin.upsertPromo({
        code: before.code,
        percentage: p.percentage,
        validFrom,
        validUntil,
        maxUses: p.max_uses,
        examTypes: p.exam_types,
        active: p.active,
      });
      await deps.audit.record({
        actorId,
        action: 'billing.promo.update',
        targetType: 'promo_code',
        targetId: before.code,
        details: { before, changes: p },
      });
      return (await promoByCode(before.code))!;
    },

    /** Ends the code's validity now: learners typing it get no reduction from this moment. */
    async expirePromo(actorId: number, code: string) {
      const before = await promoByCode(code);
      if (!before) throw new NotFoundError(m.promoNotFound);
      const at = now();
      await deps.repo.expirePromo(before.code.toUpperCase(), at);
      await deps.audit.record({
        actorId,
        action: 'billing.promo.expire',
        targetType: 'promo_code',
        targetId: before.code,
        details: { valid_until_before: before.valid_until, valid_until: at.toISOString() },
      });
      return (await promoByCode(before.code))!;
    },
  };
}
export type OffersAdmin = ReturnType<typeof createOffersAdmin>;
