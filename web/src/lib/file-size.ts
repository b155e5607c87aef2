const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * docs/product.md#constants-and-limits: Bytes, KB, MB, GB in steps of 1024, rounded to two
 * decimals ("1.5 KB", "2.35 MB", "0 Bytes"). Anything past gigabytes is still written in GB.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = Number((bytes / 1024 ** unit).toFixed(2));
  return `${value} ${UNITS[unit]}`;
}
