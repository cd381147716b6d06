import type {
  ChargeRequest,
  ChargeResult,
  ConfirmResult,
  SavedChargeRequest,
} from '../payments/provider';
import { TestPaymentProvider } from '../payments/test-provider';

/*
 * A server process that dies mid-payment, simulated in one test process: its provider takes the
 * charge (or not) and its answer never comes back, so nothing after the charge runs. A "restart" is
 * new services and a new provider instance on the same database.
 */
const never = () => new Promise<never>(() => undefined);

/** The charge is made at the provider, then the process dies before it hears the answer. */
export class DiesAfterCharge extends TestPaymentProvider {
  override async confirm(request: ChargeRequest): Promise<ConfirmResult> {
    await super.confirm(request);
    return never();
  }
}

/** The saved card is charged at the provider, then the process dies before it hears the answer. */
export class DiesAfterSavedCharge extends TestPaymentProvider {
  override async chargeSaved(request: SavedChargeRequest): Promise<ChargeResult> {
    await super.chargeSaved(request);
    return never();
  }
}

/** The process dies after its attempt is written, before the provider is asked. */
export class DiesBeforeCharge extends TestPaymentProvider {
  override confirm(): Promise<ConfirmResult> {
    return never();
  }
}

/** The process dies after its attempt is written, before the provider hears of the charge. */
export class DiesBeforeSavedCharge extends TestPaymentProvider {
  override chargeSaved(): Promise<ChargeResult> {
    return never();
  }
}
