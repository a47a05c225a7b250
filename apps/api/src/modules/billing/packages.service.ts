import type { Package } from '@prepa/shared';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { billingRepository as repo, type PackageRow } from './billing.repository';
import { discountedPrice, normalizeCode, promoReduction, type PromoRow } from './promo';

export interface PricedPackage {
  pkg: PackageRow;
  promo: PromoRow | null;
  percentage: number;
  amount: number;
}

/** Packages with their price after an optional promo code (SPEC §3 package, §4 promo states). */
export function createPackagesService(deps: { db: DbOrTx; now: () => Date }) {
  async function loadPromo(code: string | null | undefined) {
    const normalized = normalizeCode(code);
    return normalized ? repo.findPromo(deps.db, normalized) : undefined;
  }

  function price(pkg: PackageRow, found: Awaited<ReturnType<typeof loadPromo>>): PricedPackage {
    const percentage = promoReduction(found?.promo, found?.examTypeIds ?? [], pkg.examTypeId, deps.now());
    return {
      pkg,
      promo: percentage > 0 ? found!.promo : null,
      percentage,
      amount: discountedPrice(pkg.price, percentage),
    };
  }

  function toDto(p: PricedPackage): Package {
    return {
      slug: p.pkg.slug,
      name: p.pkg.name,
      exam_type: p.pkg.examTypeName,
      exam_type_slug: p.pkg.examTypeSlug,
      period: p.pkg.period,
      price: p.pkg.price,
      promo_code: p.promo ? p.promo.code : null,
      reduction_percentage: p.percentage,
      promo_price: p.promo ? p.amount : null,
    };
  }

  return {
    async list(q: { examTypeSlug?: string; promoCode?: string }): Promise<Package[]> {
      const [rows, found] = await Promise.all([
        repo.listPackages(deps.db, { examTypeSlug: q.examTypeSlug || undefined }),
        loadPromo(q.promoCode),
      ]);
      return rows.map((r) => toDto(price(r, found)));
    },
    async get(slug: string, promoCode?: string): Promise<Package> {
      const priced = await this.price(slug, promoCode);
      if (!priced) throw new NotFoundError(messages.billing.packageNotFound);
      return toDto(priced);
    },
    /** The server's price of an active package, undefined when the package does not exist. */
    async price(slug: string, promoCode?: string | null): Promise<PricedPackage | undefined> {
      const [[row], found] = await Promise.all([repo.listPackages(deps.db, { slug }), loadPromo(promoCode)]);
      return row ? price(row, found) : undefined;
    },
  };
}
export type PackagesService = ReturnType<typeof createPackagesService>;
