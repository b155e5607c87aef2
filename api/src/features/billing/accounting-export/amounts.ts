/** A day as 2026-03-31 written DD/MM/YYYY (Xero for a South African organisation) or DD-MM-YYYY (Sage). */
export const dayMonthYear = (day: string, separator: '/' | '-') => day.split('-').reverse().join(separator);
