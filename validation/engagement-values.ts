/**
 * docs/product.md#engagement-status: active (the default), completed, on_hold, cancelled;
 * displayed and filtered, never set here. Apart from engagements.ts's zod schemas, so that the
 * portal's labels do not bring zod into pages that hold no form.
 */
export const engagementStatusValues = ['active', 'completed', 'on_hold', 'cancelled'] as const;
export type EngagementStatusValue = (typeof engagementStatusValues)[number];
