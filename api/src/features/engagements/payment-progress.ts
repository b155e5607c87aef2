/**
 * docs/product.md#engagement-status: paidAmount divided by totalAmount as a whole percentage, only
 * when totalAmount is above 0 (null otherwise, and the portal shows no progress). An overpayment
 * reads as 100.
 */
export function paymentProgress({ totalAmount, paidAmount }: { totalAmount: number | null; paidAmount: number }): number | null {
  if (totalAmount === null || !(totalAmount > 0)) return null;
  return Math.min(100, Math.max(0, Math.round((paidAmount / totalAmount) * 100)));
}

/** What is still to be paid (rand): the total less what was paid, never below 0; null without a total. */
export function outstandingAmount({ totalAmount, paidAmount }: { totalAmount: number | null; paidAmount: number }): number | null {
  if (totalAmount === null) return null;
  return Math.max(0, Math.round((totalAmount - paidAmount) * 100) / 100);
}
