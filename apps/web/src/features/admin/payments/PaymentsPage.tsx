import { useSearchParams } from 'react-router';
import { adminBilling as m } from '../../../lib/messages';
import { useTitle } from '../../../lib/use-title';
import { StatusTabs } from '../ui/StatusTabs';
import { PackagesPanel } from './PackagesPanel';
import { PaymentsPanel } from './PaymentsPanel';
import { PromosPanel } from './PromosPanel';
import { RevenuePanel } from './RevenuePanel';

type Tab = keyof typeof m.tabs;

/** Payments, packages, promo codes and revenue; the current rubric is kept in the address. */
export default function PaymentsPage() {
  useTitle(m.title);
  const [params, setParams] = useSearchParams();
  const tab = (params.get('rubrique') as Tab | null) ?? 'payments';
  return (
    <section aria-labelledby="payments-title" className="space-y-4">
      <h1 id="payments-title" className="text-2xl font-bold text-slate-900">
        {m.title}
      </h1>
      <StatusTabs
        label={m.tabsLabel}
        tabs={m.tabs}
        current={tab in m.tabs ? tab : 'payments'}
        onChange={(t) => setParams(t === 'payments' ? {} : { rubrique: t }, { replace: true })}
      />
      {tab === 'packages' ? (
        <PackagesPanel />
      ) : tab === 'promos' ? (
        <PromosPanel />
      ) : tab === 'revenue' ? (
        <RevenuePanel />
      ) : (
        <PaymentsPanel />
      )}
    </section>
  );
}
