import { createTestApp, type TestApp } from '../app';
import { memoryMailer } from '../mail';
import { startFakeNotchPay, type FakeNotchPay } from './fake-notchpay';
import { HASH_KEY, notchpayDriver, notchpayEnv, PUBLIC_KEY } from './notchpay-driver';
import { seedBilling } from './seed';

/** A test application paying through the local NotchPay fake, with the billing fixtures seeded. */
export async function startNotchPayApp(): Promise<{
  t: TestApp;
  notch: FakeNotchPay;
  d: ReturnType<typeof notchpayDriver>;
  close: () => Promise<void>;
}> {
  const notch = await startFakeNotchPay({ publicKey: PUBLIC_KEY, hashKey: HASH_KEY });
  const t = await createTestApp({ mailer: memoryMailer(), env: notchpayEnv(notch) });
  await seedBilling(t.app.ctx.db);
  return {
    t,
    notch,
    d: notchpayDriver(t.app, notch),
    async close() {
      await t.close();
      await notch.close();
    },
  };
}
