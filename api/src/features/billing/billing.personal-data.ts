import { personalDataOf } from '../../records/record-privacy';
import { billingSettingsDescription, vatRateDescription } from './billing-settings.record';

/** The firm's own billing settings and rates: no column is about a person; who changed them is in the audit log. */
export const billingColumns = [personalDataOf(billingSettingsDescription), personalDataOf(vatRateDescription)];
