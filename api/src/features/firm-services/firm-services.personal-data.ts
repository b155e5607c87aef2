import { noPersonalData } from '../../shared/personal-data';
import { FirmService } from './firm-service.entity';

export const firmServicesColumns = [noPersonalData(FirmService)];
