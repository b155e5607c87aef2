import { paymentProgress } from './payment-progress';

describe('paymentProgress', () => {
  it('is the paid share of the total as a whole percentage', () => {
    expect(paymentProgress({ totalAmount: 18500, paidAmount: 9250 })).toBe(50);
    expect(paymentProgress({ totalAmount: 42000, paidAmount: 14000 })).toBe(33);
    expect(paymentProgress({ totalAmount: 3, paidAmount: 2 })).toBe(67);
    expect(paymentProgress({ totalAmount: 7500, paidAmount: 0 })).toBe(0);
  });

  it('is empty unless the total is above zero (docs/product.md#engagement-status)', () => {
    expect(paymentProgress({ totalAmount: null, paidAmount: 500 })).toBeNull();
    expect(paymentProgress({ totalAmount: 0, paidAmount: 0 })).toBeNull();
    expect(paymentProgress({ totalAmount: -100, paidAmount: 0 })).toBeNull();
  });

  it('reads an overpayment as 100', () => {
    expect(paymentProgress({ totalAmount: 2500, paidAmount: 3000 })).toBe(100);
  });
});
