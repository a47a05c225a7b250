import { parseArgs } from 'node:util';
import { ConfigError } from '../config';
import { AdminInputError, createBillingAdmin } from '../modules/billing/admin';
import { createRefunds } from '../modules/billing/refunds';

const refundReasonLabel = {
  incomplete: 'paiement incomplet',
  amount_mismatch: 'montant différent',
  currency_mismatch: 'devise différente',
} as const;
import { withDatabase } from '../startup';

const usage = `Gestion des forfaits et des codes promo.

  npm run billing:admin -- package list
  npm run billing:admin -- package set --slug tcf-canada-1-mois --name "TCF Canada — 1 mois" \\
        --exam-type tcf-canada --period 1 --price 15000 [--position 0] [--inactive | --active]
  npm run billing:admin -- promo list
  npm run billing:admin -- promo set --code TCF2026 --percentage 20 [--valid-from 2026-01-01] \\
        [--valid-until 2027-12-31T23:59:59Z] [--max-uses 1000 | --unlimited] \\
        [--exam-types tcf-canada,delf | --all-exam-types] [--inactive | --active]
  npm run billing:admin -- refunds list [--json]

« set » (ou « create », « update ») crée l'objet ou ne modifie que les champs donnés. Les codes sont enregistrés en majuscules
et comparés sans tenir compte de la casse. Une date seule vaut minuit UTC.

« refunds list » affiche les paiements à rembourser : argent prélevé sans accès accordé (paiement
incomplet, montant ou devise différents de la commande), jusqu'à ce que NotchPay les signale remboursés.`;

function int(v: string | undefined, name: string): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n)) throw new AdminInputError(`--${name} : nombre entier attendu`);
  return n;
}

function date(v: string | undefined, name: string): Date | undefined {
  if (v === undefined) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw new AdminInputError(`--${name} : date invalide`);
  return d;
}

function activeFlag(v: { active?: boolean; inactive?: boolean }): boolean | undefined {
  if (v.active && v.inactive) throw new AdminInputError('--active et --inactive sont exclusifs');
  return v.active ? true : v.inactive ? false : undefined;
}

/** `set` creates or updates; `create` and `update` are accepted as synonyms. */
const upsert = new Set(['set', 'create', 'update']);

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      slug: { type: 'string' },
      name: { type: 'string' },
      'exam-type': { type: 'string' },
      period: { type: 'string' },
      price: { type: 'string' },
      position: { type: 'string' },
      code: { type: 'string' },
      percentage: { type: 'string' },
      'valid-from': { type: 'string' },
      'valid-until': { type: 'string' },
      'max-uses': { type: 'string' },
      unlimited: { type: 'boolean' },
      'exam-types': { type: 'string' },
      'all-exam-types': { type: 'boolean' },
      active: { type: 'boolean' },
      inactive: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [entity, action] = positionals;
  if (values.help || !entity || !action) {
    console.log(usage);
    return;
  }
  await withDatabase(async (database) => {
    const admin = createBillingAdmin(database.db);
    if (entity === 'package' && action === 'list') {
      console.table(await admin.listPackages());
    } else if (entity === 'package' && upsert.has(action)) {
      if (!values.slug) throw new AdminInputError('--slug est obligatoire');
      const done = await admin.upsertPackage({
        slug: values.slug,
        name: values.name,
        examType: values['exam-type'],
        period: int(values.period, 'period'),
        price: int(values.price, 'price'),
        position: int(values.position, 'position'),
        active: activeFlag(values),
      });
      console.log(`Forfait ${values.slug} ${done}.`);
    } else if (entity === 'promo' && action === 'list') {
      console.table(await admin.listPromos());
    } else if (entity === 'promo' && upsert.has(action)) {
      if (!values.code) throw new AdminInputError('--code est obligatoire');
      const done = await admin.upsertPromo({
        code: values.code,
        percentage: int(values.percentage, 'percentage'),
        validFrom: date(values['valid-from'], 'valid-from'),
        validUntil: date(values['valid-until'], 'valid-until'),
        maxUses: values.unlimited ? null : int(values['max-uses'], 'max-uses'),
        examTypes: values['all-exam-types']
          ? []
          : values['exam-types']
              ?.split(',')
              .map((s) => s.trim())
              .filter(Boolean),
        active: activeFlag(values),
      });
      console.log(`Code promo ${values.code.toUpperCase()} ${done}.`);
    } else if (entity === 'refunds' && action === 'list') {
      const list = await createRefunds(database.db).list();
      if (values.json) console.log(JSON.stringify(list, null, 2));
      else if (!list.count) console.log('Aucun paiement à rembourser.');
      else {
        console.log(`${list.count} paiement(s) à rembourser :`);
        console.table(
          list.results.map((r) => ({
            référence: r.reference,
            'réf. fournisseur': r.provider_reference ?? '',
            motif: refundReasonLabel[r.reason],
            attendu: `${r.expected_amount} ${r.expected_currency}`,
            reçu:
              r.received_amount === null ? '?' : `${r.received_amount} ${r.received_currency ?? ''}`.trim(),
            apprenant: r.customer.email,
            forfait: r.package_name,
            'mis à jour': r.updated_at,
          })),
        );
      }
    } else {
      console.log(usage);
      process.exitCode = 2;
    }
  });
}

main().catch((err: unknown) => {
  if (
    err instanceof ConfigError ||
    err instanceof AdminInputError ||
    (err as { code?: string })?.code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`Erreur : ${(err as Error).message}`);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
