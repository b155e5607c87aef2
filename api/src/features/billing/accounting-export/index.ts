export { AccountingExportService } from './accounting-export.service';
